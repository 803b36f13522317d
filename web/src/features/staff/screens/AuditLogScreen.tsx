import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  DEFAULT_PAGE_SIZE,
} from '@museum/shared';
import { Button, DatePicker, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { Dayjs } from '@/shared/lib/dayjs';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { PagedTable } from '@/shared/ui/console-page/PagedTable';
import { useAuditLog } from '../api';
import { AuditDiff } from '../components/AuditDiff';
import { formatDateTime } from '../components/format';
import styles from '../components/screens.module.css';
import { ACTION_LABELS, AUDIT_MODULE_LABELS } from '../labels';

interface Filters {
  username?: string;
  action?: AuditAction;
  module?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const DAY = 'YYYY-MM-DD';

/** The filters as the audit call takes them: days of the range (both included), blanks left out. */
export function auditQueryOf(filters: Filters): Omit<AuditQuery, 'pageNum' | 'pageSize'> {
  const [from, to] = filters.range ?? [];
  return {
    username: filters.username?.trim() || undefined,
    action: filters.action || undefined,
    module: filters.module || undefined,
    from: from?.format(DAY),
    to: to?.format(DAY),
  };
}

const labelOf = (labels: Record<string, string>, key: string) => labels[key] ?? key;

/** Who changed what and when (admin), newest first; a row opens to show the fields it changed. */
export default function AuditLogScreen() {
  const [form] = Form.useForm<Filters>();
  const [query, setQuery] = useState<AuditQuery>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const auditLog = useAuditLog(query);

  const columns: TableColumnsType<AuditEntry> = [
    { title: '时间', dataIndex: 'createdAt', width: 170, render: formatDateTime },
    { title: '操作人', dataIndex: 'username', width: 120 },
    {
      title: '操作',
      dataIndex: 'action',
      width: 100,
      render: (action: AuditAction) => labelOf(ACTION_LABELS, action),
    },
    {
      title: '模块',
      dataIndex: 'module',
      width: 120,
      render: (module: string) => labelOf(AUDIT_MODULE_LABELS, module),
    },
    { title: '记录编号', dataIndex: 'recordId', render: (id: string | null) => id ?? '—' },
  ];

  return (
    <ConsolePage
      title="操作日志"
      description="员工的每次修改都记录在此，按时间从新到旧排列；点击行首的加号查看字段变化。"
    >
      <Form
        form={form}
        name="auditFilters"
        layout="inline"
        className={styles.filters}
        aria-label="筛选操作日志"
        role="search"
        onFinish={(filters) =>
          setQuery((q) => ({ ...auditQueryOf(filters), pageNum: 1, pageSize: q.pageSize }))
        }
      >
        <Form.Item name="username" label="操作人">
          <Input placeholder="员工用户名" allowClear style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Select
            placeholder="全部操作"
            allowClear
            style={{ width: 130 }}
            options={AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] }))}
          />
        </Form.Item>
        <Form.Item name="module" label="模块">
          <Select
            placeholder="全部模块"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 140 }}
            options={Object.entries(AUDIT_MODULE_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="range" label="日期">
          <DatePicker.RangePicker className={styles.range} allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setQuery((q) => ({ pageNum: 1, pageSize: q.pageSize }));
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <PagedTable<AuditEntry>
        columns={columns}
        rows={auditLog}
        what="操作日志"
        scroll={{ x: 620 }}
        expandable={{
          expandedRowRender: (entry) => <AuditDiff entry={entry} />,
          rowExpandable: (entry) => Boolean(entry.before || entry.after),
        }}
        emptyText="没有符合条件的操作记录"
        totalText={(total) => `共 ${total} 条记录`}
        paging={query}
        onPage={(pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize }))}
      />
    </ConsolePage>
  );
}
