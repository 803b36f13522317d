import { PUBLISHING_MODULE_LABELS, type PublishingItem, type PublishingModule } from '@museum/shared';
import { Alert, Button, DatePicker, Form, Popconfirm, Popover, Result, Skeleton, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useParams } from 'react-router';
import { RequestError } from '@/shared/api/request';
import type { Dayjs } from '@/shared/lib/dayjs';
import { message } from '@/shared/lib/feedback';
import { fromMuseumPicker, museumTodayPicker } from '@/shared/lib/museum-picker';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { useContentChanges, useContentItem } from '../api';
import { ContentFields } from '../form/ContentFields';
import { lastSaved, StatusTag } from '../form/StatusTag';
import { PREVIEWABLE } from '../form/specs';
import { useUnsavedGuard } from '../form/useUnsavedGuard';
import { fieldOf, toBody, toFormValues } from '../form/values';
import { contentPaths, useModuleParam } from '../routing';
import styles from './ContentEditScreen.module.css';

type Failure = { message: string; stale: boolean };

/** A failure the form shows next to its field, or above the form when it concerns the whole item. */
function useFailures(module: PublishingModule, form: ReturnType<typeof Form.useForm>[0]) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const show = (error: unknown) => {
    const message = error instanceof Error ? error.message : '保存失败，请稍后再试';
    const data =
      error instanceof RequestError ? (error.body as { data?: { field?: string } })?.data : undefined;
    const field = data?.field ? fieldOf(module, data.field) : null;
    if (field) {
      form.setFields([{ name: field, errors: [message] }]);
      form.scrollToField(field, { block: 'center' });
      setFailure(null);
    } else {
      setFailure({ message, stale: data?.field === 'version' });
    }
  };
  return { failure, show, clear: () => setFailure(null) };
}

/** Saved: who and when, the version, and what visitors see now. */
function ItemState({ item }: { item: PublishingItem }) {
  return (
    <Space size="middle" wrap className={styles.state}>
      <StatusTag published={item.published} publishAt={item.publishAt} />
      <span>最后保存：{lastSaved(item.updatedBy, item.updatedAt)}</span>
      <span>第 {item.version} 版</span>
    </Space>
  );
}

/** Writing one item of a module: a new draft, or changes to one, its publication, schedule and deletion. */
export function ContentEditScreen() {
  const module = useModuleParam();
  const { id: idParam } = useParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  if (!module) return <Result status="404" title="没有这个内容模块" />;
  if (idParam && id === null) return <Result status="404" title="没有这条内容" />;
  return <ContentEditor key={`${module}-${id ?? 'new'}`} module={module} id={id} />;
}

function ContentEditor({ module, id }: { module: PublishingModule; id: number | null }) {
  const label = PUBLISHING_MODULE_LABELS[module];
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  const [scheduleAt, setScheduleAt] = useState<Dayjs | null>(null);
  const item = useContentItem(module, id);
  const changes = useContentChanges(module);
  const { failure, show, clear } = useFailures(module, form);
  useUnsavedGuard(dirty);

  const loaded = item.data;
  useEffect(() => {
    if (!loaded) return;
    form.resetFields();
    form.setFieldsValue(toFormValues(module, loaded));
    setDirty(false);
  }, [loaded, form, module]);

  const saving =
    changes.create.isPending ||
    changes.update.isPending ||
    changes.publish.isPending ||
    changes.unpublish.isPending ||
    changes.remove.isPending;

  /** Saves what the form holds (with a schedule if given); answers the item's id, or null when refused. */
  const save = async (extra: Record<string, unknown> = {}): Promise<number | null> => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      message.warning('请先更正标红的内容');
      return null;
    }
    clear();
    const body = { ...toBody(module, values), ...extra };
    try {
      if (id === null) {
        const result = await changes.create.mutateAsync(body);
        const created = result.data!.id;
        flushSync(() => setDirty(false));
        navigate(contentPaths.edit(module, created), { replace: true });
        return created;
      }
      await changes.update.mutateAsync({ id, body: { ...body, version: loaded!.version } });
      setDirty(false);
      return id;
    } catch (error) {
      show(error);
      return null;
    }
  };

  const onSave = async () => {
    if ((await save()) !== null) message.success(id === null ? '已保存为草稿' : '保存成功');
  };

  const onPublish = async () => {
    const saved = dirty || id === null ? await save() : id;
    if (saved === null) return;
    try {
      await changes.publish.mutateAsync(saved);
      message.success('已发布，访客现在可以看到这条内容');
    } catch (error) {
      show(error);
    }
  };

  const onUnpublish = async () => {
    try {
      await changes.unpublish.mutateAsync(id!);
      message.success('已下线，访客将看不到这条内容');
    } catch (error) {
      show(error);
    }
  };

  const onSchedule = async () => {
    if (!scheduleAt) return;
    const publishAt = fromMuseumPicker(scheduleAt);
    if (Date.parse(publishAt) < Date.now()) {
      message.warning('定时发布时间应晚于现在');
      return;
    }
    if ((await save({ publishAt })) !== null) {
      message.success(`将于 ${scheduleAt.format('YYYY-MM-DD HH:mm')} 自动发布`);
      setScheduleAt(null);
    }
  };

  const onRemove = async () => {
    try {
      await changes.remove.mutateAsync(id!);
      flushSync(() => setDirty(false));
      message.success('已删除');
      navigate(contentPaths.list(module));
    } catch (error) {
      show(error);
    }
  };

  if (id !== null && item.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (id !== null && item.isError) {
    return (
      <Result
        status={(item.error as RequestError).code === 404 ? '404' : 'error'}
        title={item.error.message}
        extra={<Link to={contentPaths.list(module)}>返回{label}列表</Link>}
      />
    );
  }

  const published = loaded?.published ?? false;
  return (
    <ConsolePage
      title={
        id === null
          ? `新建${label}`
          : `编辑${label}：${String(loaded?.title ?? loaded?.name ?? loaded?.culName)}`
      }
      description={loaded ? <ItemState item={loaded} /> : '新建的内容先保存为草稿，发布后访客才能看到。'}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          className={styles.failure}
          title={failure.message}
          action={
            failure.stale ? (
              <Button
                size="small"
                onClick={async () => {
                  clear();
                  setDirty(false);
                  await item.refetch();
                }}
              >
                载入最新内容
              </Button>
            ) : undefined
          }
        />
      )}

      <Form
        form={form}
        layout="vertical"
        className={styles.form}
        onValuesChange={() => setDirty(true)}
        disabled={saving}
        scrollToFirstError
      >
        <ContentFields module={module} />
      </Form>

      <div className={styles.actions}>
        <Button
          type="primary"
          onClick={onSave}
          loading={changes.create.isPending || changes.update.isPending}
          disabled={saving}
        >
          {published ? '保存' : '保存草稿'}
        </Button>
        {!published && (
          <Button onClick={onPublish} disabled={saving} loading={changes.publish.isPending}>
            {dirty || id === null ? '保存并发布' : '发布'}
          </Button>
        )}
        {!published && (
          <Popover
            trigger="click"
            title="定时发布"
            content={
              <Space direction="vertical">
                <DatePicker
                  aria-label="定时发布时间"
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  value={scheduleAt}
                  onChange={setScheduleAt}
                  disabledDate={(day) => day.isBefore(museumTodayPicker(), 'day')}
                />
                <Button type="primary" size="small" disabled={!scheduleAt || saving} onClick={onSchedule}>
                  保存并定时发布
                </Button>
              </Space>
            }
          >
            <Button disabled={saving}>定时发布…</Button>
          </Popover>
        )}
        {published && (
          <Popconfirm
            title="下线后访客将看不到这条内容，确定下线吗？"
            okText="下线"
            cancelText="取消"
            onConfirm={onUnpublish}
          >
            <Button disabled={saving}>下线</Button>
          </Popconfirm>
        )}
        {id !== null && PREVIEWABLE.has(module) && (
          <Tooltip title={dirty ? '请先保存，预览显示已保存的内容' : undefined}>
            <Button disabled={dirty || saving} onClick={() => navigate(contentPaths.preview(module, id))}>
              以访客身份预览
            </Button>
          </Tooltip>
        )}
        {id !== null && (
          <Popconfirm
            title={`确定删除这条${label}吗？`}
            description="删除后不可恢复；如只想暂时不显示，请选择下线。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={onRemove}
          >
            <Button danger disabled={saving} className={styles.remove}>
              删除
            </Button>
          </Popconfirm>
        )}
      </div>
    </ConsolePage>
  );
}

export default ContentEditScreen;
