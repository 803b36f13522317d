import {
  STAFF_NAME_MAX_LENGTH,
  STAFF_ROLES,
  STAFF_USERNAME_PATTERN,
  type StaffMember,
  StaffMessages,
  type StaffRole,
  staffNameSchema,
} from '@museum/shared';
import { Checkbox, Form, Input, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { ruleFrom } from '@/shared/lib/form-rules';
import { FormError, FormModal } from '@/shared/ui/console-page/FormModal';
import { NewPasswordField } from '@/shared/ui/password-fields/NewPasswordField';
import { staffApi, useStaffMutation } from '../api';
import { showServerError } from '../components/server-errors';
import { ROLE_LABELS } from '../labels';

interface Values {
  username: string;
  name: string;
  roles: StaffRole[];
  password: string;
  enabled: boolean;
}

const ROLE_HINTS: Record<StaffRole, string> = {
  admin: '员工账号与角色、站点设置及以下全部',
  editor: '全部内容的编辑与发布',
  frontdesk: '入馆预约日历、检票、窗口预约、当日预约',
  reviewer: '展览申请、捐赠报告、活动订单、群发消息',
};

const nameRule = ruleFrom(
  (value) => {
    const result = staffNameSchema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? StaffMessages.nameInvalid);
  },
  { skipEmpty: true },
);

/** Adds a staff account (username, name, roles, first password), or edits one's name, roles and whether it is on. */
export function StaffFormDialog({
  open,
  member,
  onClose,
}: {
  open: boolean;
  /** The account to edit; absent to add one. */
  member?: StaffMember;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const editing = Boolean(member);
  const save = useStaffMutation((values: Values) =>
    member
      ? staffApi.update(member.id, { name: values.name.trim(), roles: values.roles, enabled: values.enabled })
      : staffApi.create({
          username: values.username.trim().toLowerCase(),
          name: values.name.trim(),
          roles: values.roles,
          password: values.password,
        }),
  );

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    if (member) form.setFieldsValue({ name: member.name, roles: member.roles, enabled: member.enabled });
  }, [open, member, form]);

  return (
    <FormModal
      open={open}
      title={editing ? `编辑员工：${member?.username}` : '新增员工'}
      okText="保存"
      form={form}
      sending={save.isPending}
      onClose={onClose}
      forceRender
      width={560}
    >
      <Form
        form={form}
        name="staffMember"
        layout="vertical"
        initialValues={{ roles: [], enabled: true }}
        onFinish={(values) =>
          save.mutate(values, {
            onSuccess: (result) => {
              feedback.success(
                (result as { msg?: string }).msg || (editing ? StaffMessages.saved : StaffMessages.created),
              );
              onClose();
            },
            onError: (failure) =>
              setError(showServerError(failure, form, ['username', 'name', 'roles', 'password', 'enabled'])),
          })
        }
      >
        <FormError text={error} />
        {!editing && (
          <Form.Item
            name="username"
            label="用户名"
            extra="登录时使用，3-32位小写字母、数字、下划线、点或连字符，以字母开头；创建后不能修改"
            rules={[
              { required: true, whitespace: true, message: StaffMessages.usernameRequired },
              ruleFrom((value) =>
                !value || STAFF_USERNAME_PATTERN.test(value.toLowerCase())
                  ? null
                  : StaffMessages.usernameInvalid,
              ),
            ]}
          >
            <Input autoComplete="off" maxLength={32} />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label="姓名"
          rules={[{ required: true, whitespace: true, message: StaffMessages.nameRequired }, nameRule]}
        >
          <Input autoComplete="off" maxLength={STAFF_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="roles"
          label="角色"
          rules={[{ required: true, type: 'array', min: 1, message: StaffMessages.rolesRequired }]}
        >
          <Checkbox.Group
            options={STAFF_ROLES.map((role) => ({
              value: role,
              label: (
                <span>
                  {ROLE_LABELS[role]}
                  <span style={{ color: 'var(--ink-faint)', marginLeft: 6, fontSize: 12 }}>
                    {ROLE_HINTS[role]}
                  </span>
                </span>
              ),
            }))}
            style={{ display: 'grid', gap: 6 }}
          />
        </Form.Item>
        {editing ? (
          <Form.Item
            name="enabled"
            label="账号状态"
            valuePropName="checked"
            extra="停用后该员工立即退出登录，且不能再登录"
          >
            <Switch checkedChildren="启用" unCheckedChildren="停用" />
          </Form.Item>
        ) : (
          <NewPasswordField name="password" label="初始密码" />
        )}
      </Form>
    </FormModal>
  );
}
