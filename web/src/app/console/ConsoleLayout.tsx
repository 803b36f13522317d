import {
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { StaffMessages, type StaffRole } from '@museum/shared';
import { Breadcrumb, Button, Dropdown, Layout, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet, type Params, useLocation, useMatches, useNavigate } from 'react-router';
import { message } from '@/shared/lib/feedback';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import {
  ChangePasswordDialog,
  hasRole,
  ROLE_LABELS,
  TotpDialog,
  useStaffSession,
} from '../../features/staff';
import styles from './ConsoleLayout.module.css';
import { type ConsoleMenuEntry, groupOf, groupsOpenAtFirst, menuFor, selectedEntry } from './menu';
import { Forbidden } from './StatusPages';

/** What a console route may say about itself: its breadcrumb, and the roles it needs (any one of them). */
export interface ConsoleHandle {
  crumb?: string | ((params: Params) => string);
  roles?: StaffRole[];
}

/** antd's `xl` breakpoint: below it (a tablet, a small laptop) the side menu starts collapsed. */
const NARROW = '(max-width: 1199.98px)';

function menuItems(entries: ConsoleMenuEntry[]): MenuProps['items'] {
  return entries.map((entry) =>
    entry.children
      ? { key: entry.key, label: entry.label, icon: entry.icon, children: menuItems(entry.children) }
      : { key: entry.key, icon: entry.icon, label: <Link to={entry.path!}>{entry.label}</Link> },
  );
}

/**
 * The console's frame: the side menu of what one's roles allow (collapsible, and collapsed on narrow screens),
 * breadcrumbs, who is signed in with their account's actions, and the screen, or 403 when the roles do not allow it.
 */
export function ConsoleLayout() {
  const profile = useStaffSession((s) => s.profile)!;
  const siteName = useSiteName();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();
  const [collapsed, setCollapsed] = useState(() => window.matchMedia?.(NARROW).matches ?? false);
  const [dialog, setDialog] = useState<'password' | 'totp' | null>(null);

  const allowed = (roles: StaffRole[]) => hasRole(profile.roles, roles);
  const menu = useMemo(() => menuFor((roles) => hasRole(profile.roles, roles)), [profile.roles]);
  const selected = selectedEntry(menu, pathname);
  const group = groupOf(menu, selected?.key);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const open = groupsOpenAtFirst(menu);
    return group && !open.includes(group) ? [...open, group] : open;
  });
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);

  const permitted = matches.every((match) => {
    const roles = (match.handle as ConsoleHandle | undefined)?.roles;
    return !roles || allowed(roles);
  });
  const crumbs = matches.flatMap((match) => {
    const crumb = (match.handle as ConsoleHandle | undefined)?.crumb;
    if (!crumb) return [];
    return [{ path: match.pathname, title: typeof crumb === 'function' ? crumb(match.params) : crumb }];
  });

  const collapse = setCollapsed;

  const signOut = async () => {
    await useStaffSession.getState().signOut();
    message.success(StaffMessages.signedOut);
    navigate('/admin/login', { replace: true });
  };

  const accountMenu: MenuProps = {
    items: [
      { key: 'account', icon: <UserOutlined aria-hidden />, label: '我的账号' },
      { key: 'password', icon: <KeyOutlined aria-hidden />, label: '修改密码' },
      {
        key: 'totp',
        icon: <SafetyOutlined aria-hidden />,
        label: profile.totpEnabled ? '两步验证（已开启）' : '两步验证（未开启）',
      },
      { type: 'divider' },
      { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: '退出登录', danger: true },
    ],
    onClick: ({ key }) => {
      if (key === 'account') navigate('/admin/account');
      else if (key === 'password' || key === 'totp') setDialog(key);
      else if (key === 'logout') void signOut();
    },
  };

  return (
    <Layout className={styles.shell}>
      <a className={styles.skip} href="#console-main">
        跳到主要内容
      </a>
      <Layout.Sider
        width={216}
        collapsedWidth={64}
        collapsed={collapsed}
        breakpoint="xl"
        onBreakpoint={(narrow) => collapse(narrow)}
        trigger={null}
        className={styles.sider}
      >
        <Link
          to="/admin"
          className={styles.brand}
          // Named by its text when it shows; by this when only the seal shows.
          aria-label={collapsed ? `${siteName}管理后台` : undefined}
        >
          <span className={styles.seal} aria-hidden>
            馆
          </span>
          {!collapsed && (
            <span className={styles.brandText}>
              <span className={styles.brandName}>{siteName}</span>
              <span className={styles.brandSub}>管理后台</span>
            </span>
          )}
        </Link>
        <nav aria-label="后台菜单">
          <Menu
            theme="dark"
            mode="inline"
            items={menuItems(menu)}
            selectedKeys={selected ? [selected.key] : []}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={setOpenKeys}
            inlineIndent={16}
          />
        </nav>
      </Layout.Sider>
      <Layout className={styles.main}>
        <Layout.Header className={styles.header}>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            aria-expanded={!collapsed}
            onClick={() => collapse(!collapsed)}
          />
          <Breadcrumb
            className={styles.crumbs}
            items={[
              { title: <Link to="/admin">管理后台</Link> },
              ...crumbs.map((crumb, index) => ({
                title:
                  index === crumbs.length - 1 ? (
                    <span aria-current="page">{crumb.title}</span>
                  ) : (
                    <Link to={crumb.path}>{crumb.title}</Link>
                  ),
              })),
            ]}
          />
          <Dropdown menu={accountMenu} trigger={['click']} placement="bottomRight">
            <Button type="text" className={styles.user}>
              <span className={styles.userName}>{profile.name}</span>
              <span className={styles.userRoles}>
                {profile.roles.map((role) => ROLE_LABELS[role]).join(' · ')}
              </span>
              <DownOutlined aria-hidden className={styles.caret} />
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content id="console-main" className={styles.content} tabIndex={-1}>
          {permitted ? <Outlet /> : <Forbidden />}
        </Layout.Content>
      </Layout>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <TotpDialog open={dialog === 'totp'} onClose={() => setDialog(null)} />
    </Layout>
  );
}
