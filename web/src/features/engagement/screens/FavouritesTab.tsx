import { CONTENT_TYPE_LABELS, CONTENT_TYPES, type CollectItem, type ContentType } from '@museum/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { message } from '@/shared/lib/feedback';
import { formatDateOf } from '@/shared/lib/format';
import { detailPath } from '@/shared/routes';
import { TabHeader } from '@/shared/ui/center-tab/ServiceTab';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import { FilterGroup } from '@/shared/ui/filter-bar/FilterBar';
import { LinkButton } from '@/shared/ui/link-button/LinkButton';
import { ListState } from '@/shared/ui/list-state/ListState';
import { Pager } from '@/shared/ui/pager/Pager';
import { useCollectList, useToggleAction } from '../api';
import styles from './FavouritesTab.module.css';

const PAGE_SIZE = 10;

/** "我的收藏": what the visitor has collected across the site, newest first, by module. */
export default function FavouritesTab() {
  const [module, setModule] = useState<ContentType | 0>(0);
  const [page, setPage] = useState(1);
  const query = useCollectList({ module: module || undefined, pageNum: page, pageSize: PAGE_SIZE });
  const rows = query.data?.rows ?? [];

  return (
    <section className={styles.tab} aria-labelledby="favourites-title">
      <TabHeader
        id="favourites-title"
        title="我的收藏"
        description="在展览、活动、藏品、艺术家等页面点击“收藏”，就会保存在这里。"
      />
      <div className={styles.filter}>
        <FilterGroup
          label="栏目"
          value={String(module || '')}
          onChange={(value) => {
            setModule((Number(value) || 0) as ContentType | 0);
            setPage(1);
          }}
          options={[
            { value: '', label: '全部' },
            ...CONTENT_TYPES.map((m) => ({ value: String(m), label: CONTENT_TYPE_LABELS[m] })),
          ]}
        />
      </div>
      <ListState
        query={query}
        compact
        empty={module ? `还没有收藏${CONTENT_TYPE_LABELS[module]}` : '还没有收藏'}
        emptyText="遇到喜欢的展览、作品或文章，点击“收藏”，就会出现在这里。"
        emptyAction={
          <LinkButton to="/exhibition" variant="ghost">
            去看看展览
          </LinkButton>
        }
      >
        <ul className={styles.list}>
          {rows.map((item) => (
            <li key={item.id}>
              <Favourite item={item} />
            </li>
          ))}
        </ul>
      </ListState>
      <Pager
        pageNum={page}
        pageSize={PAGE_SIZE}
        total={query.data?.total ?? 0}
        onChange={setPage}
        unit="条"
        className={styles.pager}
      />
    </section>
  );
}

function Favourite({ item }: { item: CollectItem }) {
  const toggle = useToggleAction({ module: item.module, resId: item.resId });
  const path = detailPath(item.module, {
    id: item.resId,
    randomNum: item.randomNum,
    culId: item.culId,
    culName: item.culName,
  });
  return (
    <article className={`${styles.item} ${item.available ? '' : styles.gone}`}>
      <CoverImage
        src={item.cover}
        alt=""
        ratio={3 / 4}
        className={styles.cover}
        widths={[160, 320]}
        sizes="120px"
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.module}>{CONTENT_TYPE_LABELS[item.module]}</span>
          <span>收藏于 {formatDateOf(item.collectedAt)}</span>
        </p>
        <h3 className={styles.name}>{item.available ? <Link to={path}>{item.title}</Link> : item.title}</h3>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
      </div>
      <Button
        className={styles.remove}
        loading={toggle.isPending}
        onClick={() =>
          toggle.mutate(
            { type: 'collect', on: false },
            { onSuccess: () => void message.success('已取消收藏') },
          )
        }
      >
        取消收藏
        <span className="visually-hidden">：{item.title}</span>
      </Button>
    </article>
  );
}
