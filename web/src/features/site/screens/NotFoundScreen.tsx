import { LinkButton } from '@/shared/ui/link-button/LinkButton';
import { StatePage } from '@/shared/ui/state-page/StatePage';

export default function NotFound() {
  return (
    <StatePage
      kicker="404"
      title="您访问的页面不存在"
      pageTitle="页面不存在"
      text="页面可能已移动或下线。您可以回到首页，或从上方导航继续参观。"
    >
      <LinkButton to="/home">返回首页</LinkButton>
    </StatePage>
  );
}
