import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LinkButton } from '../link-button/LinkButton';
import { StatePage } from './StatePage';

/** Shown when a screen fails to load or render: a calm page with a way back, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const { t } = useLingui();
  if (!missing) console.error(error);
  return (
    <StatePage
      landmark="main"
      kicker={missing ? '404' : t`页面暂时无法显示`}
      title={missing ? t`您访问的页面不存在` : t`抱歉，页面加载出了点问题`}
      text={missing ? t`页面可能已移动或下线。` : t`请刷新页面重试；若问题持续，请稍后再来。`}
    >
      <LinkButton to="/home" reloadDocument>
        <Trans>返回首页</Trans>
      </LinkButton>
    </StatePage>
  );
}
