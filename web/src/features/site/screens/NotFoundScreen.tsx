import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '@/shared/ui/link-button/LinkButton';
import { StatePage } from '@/shared/ui/state-page/StatePage';

export default function NotFound() {
  const { t } = useLingui();
  return (
    <StatePage
      kicker="404"
      title={t`您访问的页面不存在`}
      pageTitle={t`页面不存在`}
      text={t`页面可能已移动或下线。您可以回到首页，或从上方导航继续参观。`}
    >
      <LinkButton to="/home">
        <Trans>返回首页</Trans>
      </LinkButton>
    </StatePage>
  );
}
