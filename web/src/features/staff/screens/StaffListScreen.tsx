import { PlusOutlined } from '@ant-design/icons';
import {
  DEFAULT_PAGE_SIZE,
  STAFF_ROLES,
  type StaffListQuery,
  type StaffMember,
  StaffMessages,
  type StaffRole,
} from '@museum/shared';
import { Badge, Button, Input, Popconfirm, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { message } from '@/shared/lib/feedback';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { PagedTable } from '@/shared/ui/console-page/PagedTable';
import { staffApi, useStaffList, useStaffMutation } from '../api';
import { formatDateTime } from '../components/format';
import { RoleTags } from '../components/RoleTags';
import styles from '../components/screens.module.css';
import { ChangePasswordDialog } from '../dialogs/ChangePasswordDialog';
import { ResetPasswordDialog } from '../dialogs/ResetPasswordDialog';
import { StaffFormDialog } from '../dialogs/StaffFormDialog';
import { TotpDialog } from '../dialogs/TotpDialog';
import { ROLE_LABELS } from '../labels';
import { useStaffSession } from '../session';

type Editing = { kind: 'create' } | { kind: 'edit'; member: StaffMember } | null;

/**
 * Staff accounts and their roles (admin): find, add, edit, reset a password, turn off two-step verification; one's
 * own password and two-step verification through the dialogs of one's own account.
 */
export default function StaffListScreen() {
  const me = useStaffSession((s) => s.profile?.username);
  const [query, setQuery] = useState<StaffListQuery>({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<StaffMember>();
  const [own, setOwn] = useState<'password' | 'totp' | null>(null);
  const staffList = useStaffList(query);
  const resetTotp = useStaffMutation((id: number) => staffApi.resetTotp(id));

  const filter = (changes: Partial<StaffListQuery>) => setQuery((q) => ({ ...q, ...changes, pageNum: 1 }));

  const columns: TableColumnsType<StaffMember> = [
    { title: '用户名', dataIndex: 'username', width: 130 },
    {
      title: '姓名',
      dataIndex: 'name',
      width: 150,
      render: (name: string, row) => (row.username === me ? `${name}（我）` : name),
    },
    { title: '角色', dataIndex: 'roles', render: (roles: StaffRole[]) => <RoleTags roles={roles} /> },
    {
      title: '状态',
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean) => (
        <Badge status={enabled ? 'success' : 'default'} text={enabled ? '启用' : '停用'} />
      ),
    },
    {
      title: '两步验证',
      dataIndex: 'totpEnabled',
      width: 100,
      render: (on: boolean) => (on ? '已开启' : <span className={styles.muted}>未开启</span>),
    },
    // Dropped first on a narrow screen (a tablet): the rest still fits without scrolling.
    { title: '创建时间', dataIndex: 'createdAt', width: 170, render: formatDateTime, responsive: ['xl'] },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 210,
      render: (_value, row) => {
        // One's own password and codes change on one's own routes, which ask for the current password.
        const mine = row.username === me;
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', member: row })}>
              编辑
            </Button>
            <Button type="link" size="small" onClick={() => (mine ? setOwn('password') : setResetting(row))}>
              {mine ? '修改密码' : '重置密码'}
            </Button>
            {row.totpEnabled &&
              (mine ? (
                <Button type="link" size="small" danger onClick={() => setOwn('totp')}>
                  关闭两步验证
                </Button>
              ) : (
                <Popconfirm
                  title={`关闭 ${row.name} 的两步验证？`}
                  description="用于员工丢失手机时；关闭后其下次登录只需密码。"
                  okText="关闭两步验证"
                  cancelText="取消"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    resetTotp.mutateAsync(row.id).then(
                      (result) =>
                        void message.success((result as { msg?: string }).msg || StaffMessages.totpReset),
                      (failure: Error) => void message.error(failure.message),
                    )
                  }
                >
                  <Button type="link" size="small" danger>
                    关闭两步验证
                  </Button>
                </Popconfirm>
              ))}
          </Space>
        );
      },
    },
  ];

  return (
    <ConsolePage
      title="员工与角色"
      description="管理员工账号、角色与登录安全；每项修改都会写入操作日志。"
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setEditing({ kind: 'create' })}
        >
          新增员工
        </Button>
      }
    >
      <search className={styles.filters} aria-label="筛选员工">
        <Input.Search
          aria-label="搜索用户名或姓名"
          placeholder="搜索用户名或姓名"
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => filter({ keyword: value.trim() || undefined })}
          className={styles.keyword}
          enterButton="搜索"
        />
        <Select<StaffRole | ''>
          aria-label="角色"
          value={(query.role as StaffRole | undefined) ?? ''}
          onChange={(role) => filter({ role: role || undefined })}
          options={[
            { value: '', label: '全部角色' },
            ...STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
          ]}
          style={{ width: 130 }}
        />
        <Select<'' | 'true' | 'false'>
          aria-label="账号状态"
          value={query.enabled === undefined ? '' : (String(query.enabled) as 'true' | 'false')}
          onChange={(value) => filter({ enabled: value === '' ? undefined : value === 'true' })}
          options={[
            { value: '', label: '全部状态' },
            { value: 'true', label: '启用' },
            { value: 'false', label: '停用' },
          ]}
          style={{ width: 130 }}
        />
      </search>
      <PagedTable<StaffMember>
        rows={staffList}
        what="员工列表"
        columns={columns}
        scroll={{ x: 860 }}
        emptyText="没有符合条件的员工"
        totalText={(total) => `共 ${total} 名员工`}
        paging={query}
        onPage={(pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize }))}
      />
      <StaffFormDialog
        open={editing !== null}
        member={editing?.kind === 'edit' ? editing.member : undefined}
        onClose={() => setEditing(null)}
      />
      <ResetPasswordDialog member={resetting} onClose={() => setResetting(undefined)} />
      <ChangePasswordDialog open={own === 'password'} onClose={() => setOwn(null)} />
      <TotpDialog open={own === 'totp'} onClose={() => setOwn(null)} />
    </ConsolePage>
  );
}
