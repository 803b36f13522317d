import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTENT_TYPES, type CollectItem, type ContentType } from '@museum/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/i18n';
import { message } from '@/shared/lib/feedback';
import { formatDateOf } from '@/shared/lib/format';
import { chineseLang } from '@/shared/lib/text-lang';
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

/** The site's sections as the filter and the entries name them (the shared CONTENT_TYPE_LABELS). */
const MODULE_NAMES: Record<ContentType, MessageDescriptor> = {
  1: msg`展览`,
  2: msg`公共教育`,
  3: msg`典藏`,
  4: msg`艺术家`,
  5: msg`学术`,
  6: msg`公告`,
  7: msg`政策法规`,
  8: msg`馆务`,
};

/** "我的收藏": what the visitor has collected across the site, newest first, by module. */
export default function FavouritesTab() {
  const [module, setModule] = useState<ContentType | 0>(0);
  const [page, setPage] = useState(1);
  const query = useCollectList({ module: module || undefined, pageNum: page, pageSize: PAGE_SIZE });
  const rows = query.data?.rows ?? [];
  const { i18n, t } = useLingui();
  const moduleName = module ? i18n._(MODULE_NAMES[module]) : '';

  return (
    <section className={styles.tab} aria-labelledby="favourites-title">
      <TabHeader
        id="favourites-title"
        title={t`我的收藏`}
        description={t`在展览、活动、藏品、艺术家等页面点击“收藏”，就会保存在这里。`}
      />
      <div className={styles.filter}>
        <FilterGroup
          label={t({ message: '栏目', context: 'the favourites’ filter' })}
          value={String(module || '')}
          onChange={(value) => {
            setModule((Number(value) || 0) as ContentType | 0);
            setPage(1);
          }}
          options={[
            { value: '', label: t`全部` },
            ...CONTENT_TYPES.map((m) => ({ value: String(m), label: i18n._(MODULE_NAMES[m]) })),
          ]}
        />
      </div>
      <ListState
        query={query}
        compact
        empty={module ? t`还没有收藏${moduleName}` : t`还没有收藏`}
        emptyText={t`遇到喜欢的展览、作品或文章，点击“收藏”，就会出现在这里。`}
        emptyAction={
          <LinkButton to="/exhibition" variant="ghost">
            <Trans>去看看展览</Trans>
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
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const date = formatDateOf(item.collectedAt);
  const title = item.title;
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
          <span className={styles.module}>{i18n._(MODULE_NAMES[item.module])}</span>
          <span>
            <Trans>收藏于 {date}</Trans>
          </span>
        </p>
        {/* An item not translated yet comes in Chinese, and is marked so. */}
        <h3 className={styles.name} lang={chineseLang(item.title, language)}>
          {item.available ? <Link to={path}>{item.title}</Link> : item.title}
        </h3>
        {item.summary && (
          <p className={styles.summary} lang={chineseLang(item.summary, language)}>
            {item.summary}
          </p>
        )}
      </div>
      <Button
        className={styles.remove}
        loading={toggle.isPending}
        onClick={() =>
          toggle.mutate(
            { type: 'collect', on: false },
            { onSuccess: () => void message.success(t`已取消收藏`) },
          )
        }
      >
        <Trans>
          取消收藏
          <span className="visually-hidden">
            ：<span lang={chineseLang(title, language)}>{title}</span>
          </span>
        </Trans>
      </Button>
    </article>
  );
}
