import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { NavChild } from './navigation';

/** A submenu entry: in-site links navigate, outside addresses open a new window. */
export function NavChildLink({ child }: { child: NavChild }) {
  if (child.href) {
    return (
      <a href={child.href} target="_blank" rel="noopener noreferrer">
        <span lang={child.lang}>{child.label}</span>
        <span className="visually-hidden">
          <Trans>（在新窗口打开）</Trans>
        </span>
      </a>
    );
  }
  return <Link to={child.to ?? '/home'}>{child.label}</Link>;
}
