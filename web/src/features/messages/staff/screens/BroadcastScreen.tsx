import { NotificationOutlined, SendOutlined } from '@ant-design/icons';
import {
  BROADCAST_CONTENT_MAX_LENGTH,
  BROADCAST_TITLE_MAX_LENGTH,
  type BroadcastInput,
  BroadcastMessages,
} from '@museum/shared';
import { Alert, Button, Form, Input, Modal, Result, Spin } from 'antd';
import { useState } from 'react';
import { textRules } from '@/shared/lib/form-rules';
import { formatMinute } from '@/shared/lib/format';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { FormError } from '@/shared/ui/console-page/FormModal';
import { WrittenText } from '@/shared/ui/console-page/WrittenText';
import visitor from '../../screens/MessagesTab.module.css';
import { useBroadcast, useBroadcastAudience } from '../api';
import styles from './BroadcastScreen.module.css';

interface Values {
  title: string;
  content: string;
}

/**
 * A notice to every visitor (reviewers, admins): written here, previewed as it will stand in each visitor's
 * message list, confirmed, then sent once; the answer says how many visitors it reached.
 */
export default function BroadcastScreen() {
  const [form] = Form.useForm<Values>();
  const title = Form.useWatch('title', form) ?? '';
  const content = Form.useWatch('content', form) ?? '';
  const [confirming, setConfirming] = useState<BroadcastInput | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<{ title: string; count: number } | null>(null);
  const broadcast = useBroadcast();
  const audience = useBroadcastAudience(confirming !== null);
  const noneLeft = audience.data?.left === 0;

  const send = () => {
    if (!confirming) return;
    setRefusal(null);
    broadcast.mutate(confirming, {
      onSuccess: (result) => {
        setSent({ title: confirming.title, count: result.data?.count ?? 0 });
        setConfirming(null);
        form.resetFields();
      },
      onError: (failure) => {
        setConfirming(null);
        setRefusal(failure.message);
      },
    });
  };

  if (sent) {
    return (
      <ConsolePage title="群发消息">
        <Result
          status="success"
          title={BroadcastMessages.sent(sent.count)}
          subTitle={`“${sent.title}”已送达访客的系统消息，并显示未读提醒。`}
          extra={
            <Button type="primary" onClick={() => setSent(null)}>
              再写一条
            </Button>
          }
        />
      </ConsolePage>
    );
  }

  return (
    <ConsolePage
      title="群发消息"
      description="向全部访客发送一条系统消息（已注销的账号除外），访客会在个人中心的“系统消息”中看到。"
    >
      <div className={styles.layout}>
        <Form<Values>
          form={form}
          name="broadcast"
          layout="vertical"
          className={styles.form}
          onFinish={(values) => {
            setRefusal(null);
            setConfirming({ title: values.title.trim(), content: values.content.trim() });
          }}
        >
          <Form.Item
            name="title"
            label="消息标题"
            rules={textRules(
              BROADCAST_TITLE_MAX_LENGTH,
              BroadcastMessages.titleRequired,
              BroadcastMessages.titleTooLong,
            )}
          >
            <Input
              maxLength={BROADCAST_TITLE_MAX_LENGTH}
              showCount
              placeholder="例如：春节期间开放时间调整"
            />
          </Form.Item>
          <WrittenText
            name="content"
            label="消息内容"
            extra="纯文本，按输入原样显示，换行会保留为分段。"
            max={BROADCAST_CONTENT_MAX_LENGTH}
            rows={8}
            tooLong={BroadcastMessages.contentTooLong}
            required={BroadcastMessages.contentRequired}
          />
          <FormError text={refusal} />
          <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />}>
            发送…
          </Button>
        </Form>
        <aside className={styles.preview} aria-labelledby="broadcast-preview-title">
          <h2 id="broadcast-preview-title" className={styles.previewHead}>
            访客看到的样子
          </h2>
          <MessagePreview title={title.trim()} content={content.trim()} />
        </aside>
      </div>
      <Modal
        open={confirming !== null}
        title="确认群发消息"
        okText="确认发送"
        cancelText="返回修改"
        okButtonProps={{ danger: true, disabled: !audience.data || noneLeft }}
        confirmLoading={broadcast.isPending}
        onOk={send}
        onCancel={() => setConfirming(null)}
      >
        <BroadcastWarning audience={audience} />
        {confirming && (
          <dl className={styles.summary}>
            <dt>标题</dt>
            <dd>{confirming.title}</dd>
            <dt>内容</dt>
            <dd>{confirming.content}</dd>
          </dl>
        )}
      </Modal>
    </ConsolePage>
  );
}

/** Whom the message will reach, counted when asked, and how many broadcasts this hour still allows. */
function BroadcastWarning({ audience }: { audience: ReturnType<typeof useBroadcastAudience> }) {
  if (audience.isError) {
    return <Alert type="error" showIcon title={audience.error.message} style={{ marginBottom: 16 }} />;
  }
  if (!audience.data) return <Spin description="正在统计收件人…" />;
  const { count, left, limit } = audience.data;
  if (left === 0) {
    return (
      <Alert
        type="error"
        showIcon
        title={`本小时的 ${limit} 条群发已用完`}
        description="为防止误发和滥发，每位工作人员每小时最多群发这么多条；请稍后再发送。"
        style={{ marginBottom: 16 }}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={`将发送给 ${count} 位访客（已注销的账号除外）`}
      description={`每位访客都会收到这条消息并看到未读提醒；发送后不能撤回或修改。本小时您还可群发 ${left} 条（每小时最多 ${limit} 条）。`}
      style={{ marginBottom: 16 }}
    />
  );
}

/** One entry of the visitor's message list (personal centre → 系统消息), unread, in that list's own styles. */
function MessagePreview({ title, content }: { title: string; content: string }) {
  return (
    <article className={`${visitor.message} ${visitor.unread}`}>
      <span className={visitor.icon} aria-hidden>
        <NotificationOutlined />
      </span>
      <div className={visitor.body}>
        <header className={visitor.head}>
          <h3 className={visitor.title}>{title || <span className={styles.placeholder}>消息标题</span>}</h3>
          <span className={visitor.time}>{formatMinute(new Date().toISOString())}</span>
        </header>
        <p className={visitor.content}>
          {content || <span className={styles.placeholder}>消息内容会显示在这里</span>}
        </p>
        <span className={visitor.markRead}>标为已读</span>
      </div>
    </article>
  );
}
