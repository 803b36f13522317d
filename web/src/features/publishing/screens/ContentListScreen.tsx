import { PlusOutlined } from '@ant-design/icons';
import {
  DEFAULT_PAGE_SIZE,
  PUBLISHING_MODULE_LABELS,
  type PublishingModule,
  type PublishingRow,
} from '@museum/shared';
import { Button, Image, Input, Popconfirm, Result, Select, Space, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { message } from '@/shared/lib/feedback';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { PagedTable } from '@/shared/ui/console-page/PagedTable';
import { useContentChanges, useContentRows } from '../api';
import { lastSaved, StatusTag } from '../form/StatusTag';
import { PREVIEWABLE } from '../form/specs';
import { contentPaths, useModuleParam } from '../routing';
import styles from './ContentListScreen.module.css';

const PUBLISHED_FILTER = [
  { value: '', label: '全部状态' },
  { value: 'true', label: '已发布' },
  { value: 'false', label: '未发布（草稿、定时）' },
];

/** Left out of the address when they hold these. */
const DEFAULTS = { pageNum: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The list's query lives in the address, so a filtered page can be reloaded, shared and returned to. */
function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = {
    keyword: params.get('keyword') ?? '',
    published: params.get('published') ?? '',
    pageNum: Number(params.get('pageNum')) || 1,
    pageSize: Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE,
  };
  const update = (change: Partial<typeof query>) => {
    const next = { ...query, pageNum: 1, ...change };
    setParams(
      Object.fromEntries(
        Object.entries(next)
          .filter(([key, value]) => value !== '' && value !== DEFAULTS[key as keyof typeof DEFAULTS])
          .map(([key, value]) => [key, String(value)]),
      ),
    );
  };
  return { query, update };
}

/** Every item of a module, drafts included: find, filter, open, publish or withdraw, delete. */
export function ContentListScreen() {
  const module = useModuleParam();
  if (!module) return <Result status="404" title="没有这个内容模块" />;
  return <ContentList key={module} module={module} />;
}

function ContentList({ module }: { module: PublishingModule }) {
  const label = PUBLISHING_MODULE_LABELS[module];
  const { query, update } = useListQuery();
  const rows = useContentRows(module, {
    ...query,
    published: query.published === '' ? undefined : query.published === 'true',
  });
  const changes = useContentChanges(module);
  const navigate = useNavigate();

  const act = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      message.success(done);
    } catch (failure) {
      message.error((failure as Error).message);
    }
  };

  const columns: TableColumnsType<PublishingRow> = [
    {
      title: '标题',
      key: 'title',
      render: (_, row) => (
        <div className={styles.titleCell}>
          {row.image ? (
            <Image
              src={`${row.image}${row.image.startsWith('/files/') ? '?imgSize=120_90' : ''}`}
              width={60}
              height={45}
              alt=""
              preview={false}
              className={styles.thumb}
            />
          ) : null}
          <div>
            <Link to={contentPaths.edit(module, row.id)} className={styles.title}>
              {row.title}
            </Link>
            <div className={styles.note}>{row.note}</div>
          </div>
        </div>
      ),
    },
    {
      title: '状态',
      key: 'state',
      width: 130,
      render: (_, row) => <StatusTag published={row.published} publishAt={row.publishAt} />,
    },
    {
      title: '最后修改',
      key: 'updated',
      width: 220,
      responsive: ['lg'],
      render: (_, row) => <span className={styles.note}>{lastSaved(row.updatedBy, row.updatedAt)}</span>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, row) => (
        <Space size={4} wrap>
          <Link to={contentPaths.edit(module, row.id)}>编辑</Link>
          {row.published ? (
            <Popconfirm
              title="下线后访客将看不到这条内容，确定下线吗？"
              okText="下线"
              cancelText="取消"
              onConfirm={() => act(() => changes.unpublish.mutateAsync(row.id), '已下线')}
            >
              <Button type="link" size="small">
                下线
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => act(() => changes.publish.mutateAsync(row.id), '已发布')}
            >
              发布
            </Button>
          )}
          {PREVIEWABLE.has(module) && <Link to={contentPaths.preview(module, row.id)}>预览</Link>}
          <Popconfirm
            title={`确定删除“${row.title}”吗？`}
            description="删除后不可恢复；如只想暂时不显示，请选择下线。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => act(() => changes.remove.mutateAsync(row.id), '已删除')}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ConsolePage
      title={label}
      description="访客只能看到已发布的内容；草稿和定时发布的内容仅在此处可见。"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(contentPaths.create(module))}>
          新建{label}
        </Button>
      }
    >
      <search className={styles.filters}>
        <Input.Search
          aria-label={`搜索${label}`}
          placeholder="按标题或名称搜索"
          allowClear
          defaultValue={query.keyword}
          onSearch={(keyword) => update({ keyword: keyword.trim() })}
          className={styles.keyword}
        />
        <Select
          aria-label="发布状态"
          value={query.published}
          options={PUBLISHED_FILTER}
          onChange={(published) => update({ published })}
          className={styles.published}
        />
      </search>
      <PagedTable
        rows={rows}
        what={`${label}列表`}
        columns={columns}
        emptyText={query.keyword || query.published ? '没有符合条件的内容' : `还没有${label}`}
        totalText={(total) => `共 ${total} 条`}
        paging={query}
        onPage={(pageNum, pageSize) => update({ pageNum, pageSize })}
      />
    </ConsolePage>
  );
}

export default ContentListScreen;
