import { CompassOutlined, LockOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Result, Space, Spin } from 'antd';
import { isRouteErrorResponse, Outlet, useNavigate, useRouteError } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import styles from './ConsoleLayout.module.css';
import { consoleTheme } from './theme';

/** Every console page, the sign-in included, in the console's theme. */
export function ConsoleRoot() {
  return (
    <ConfigProvider theme={consoleTheme}>
      <Outlet />
    </ConfigProvider>
  );
}

/**
 * A screen the staff member's roles do not allow: the server would refuse its calls with the same words. A quiet
 * seal-red mark rather than antd's coloured illustrations, which do not belong in the museum's palette.
 */
export function Forbidden() {
  usePageTitle('没有权限 · 管理后台');
  const navigate = useNavigate();
  return (
    <Result
      icon={<LockOutlined className={styles.statusIcon} aria-hidden />}
      title="当前操作没有权限"
      subTitle="您的角色不能打开此页面。如确需使用，请联系管理员为您分配相应角色。"
      extra={
        <Space wrap>
          <Button onClick={() => navigate(-1)}>返回上一页</Button>
          <Button type="primary" onClick={() => navigate('/admin')}>
            回到后台首页
          </Button>
        </Space>
      }
    />
  );
}

export function ConsoleNotFound() {
  usePageTitle('页面不存在 · 管理后台');
  const navigate = useNavigate();
  return (
    <Result
      icon={<CompassOutlined className={styles.statusIcon} aria-hidden />}
      title="页面不存在"
      subTitle="该页面可能尚未开放或地址有误，请从左侧菜单进入。"
      extra={
        <Button type="primary" onClick={() => navigate('/admin')}>
          回到后台首页
        </Button>
      }
    />
  );
}

/** A console screen that failed to load or draw: no stack trace, a way to try again. */
export function ConsoleRouteError() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!missing) console.error(error);
  return (
    <ConfigProvider theme={consoleTheme}>
      <main className={styles.fullPage}>
        {missing ? (
          <ConsoleNotFound />
        ) : (
          <Result
            status="error"
            title="页面加载出错"
            subTitle="可能是网络中断或系统已更新，请刷新页面重试。"
            extra={
              <Button type="primary" onClick={() => location.reload()}>
                刷新页面
              </Button>
            }
          />
        )}
      </main>
    </ConfigProvider>
  );
}

export function FullPageLoading({ text }: { text: string }) {
  return (
    <main className={styles.fullPage} aria-busy="true">
      <Spin size="large" description={text} />
    </main>
  );
}
