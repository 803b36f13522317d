import { EyeOutlined } from '@ant-design/icons';
import { PUBLISHING_MODULE_LABELS, type PublishingModule } from '@museum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { type ComponentType, lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { collectionKeys } from '../../features/collection';
import { contentKeys } from '../../features/content';
import { contentPaths, useContentPreview, useModuleParam } from '../../features/publishing';
import styles from './ContentPreviewScreen.module.css';

const articles = () => import('../../features/content/screens/articles/modules');
type Screen = ComponentType;
const named = (load: () => Promise<Record<string, unknown>>, name: string) =>
  lazy(async () => ({ default: (await load())[name] as Screen }));

/** The visitor screen that shows each module's item: the very one visitors get, not a look-alike. */
const SCREENS: Partial<Record<PublishingModule, Screen>> = {
  exhibition: lazy(() => import('../../features/content/screens/ExhibitionDetailScreen')),
  education: lazy(() => import('../../features/content/screens/EducationDetailScreen')),
  artist: lazy(() => import('../../features/content/screens/ArtistDetailScreen')),
  academic: named(articles, 'AcademicDetailScreen'),
  notice: named(articles, 'NoticeDetailScreen'),
  policy: named(articles, 'PolicyDetailScreen'),
  affair: named(articles, 'AffairDetailScreen'),
  work: lazy(() => import('../../features/collection/screens/CollectionDetailScreen')),
};

/**
 * "Preview as visitor": the item's visitor screen, inside the site's own header and footer, fed with the visitor
 * API's answer for the draft (fetched with the staff member's rights) where the screen looks for its data.
 */
export function ContentPreviewScreen() {
  const module = useModuleParam();
  const { id = '' } = useParams();
  const Screen = module ? SCREENS[module] : undefined;
  if (!module || !Screen || !/^\d+$/.test(id))
    return <Result status="404" title="这条内容没有可预览的访客页面" />;
  return <Preview key={`${module}-${id}`} module={module} id={id} Screen={Screen} />;
}

function Preview({ module, id, Screen }: { module: PublishingModule; id: string; Screen: Screen }) {
  const queryClient = useQueryClient();
  const base = useSiteSettings().data?.collectionApiBase;
  const preview = useContentPreview(module, Number(id));
  const [ready, setReady] = useState(false);

  // Seeded before the screen mounts, removed when the preview closes: visitors' own pages never see a draft.
  useLayoutEffect(() => {
    if (!preview.data) return;
    const key = module === 'work' ? collectionKeys.detail(base, id) : contentKeys.detail(module as never, id);
    queryClient.setQueryData(key, preview.data);
    setReady(true);
    return () => queryClient.removeQueries({ queryKey: key, exact: true });
  }, [preview.data, module, id, base, queryClient]);

  if (preview.isError) {
    return (
      <Result
        status="warning"
        title={preview.error.message}
        extra={<Link to={contentPaths.edit(module, Number(id))}>返回编辑</Link>}
      />
    );
  }
  return (
    <>
      <aside className={styles.bar} aria-label="预览说明">
        <EyeOutlined aria-hidden />
        <span>
          预览：{PUBLISHING_MODULE_LABELS[module]}在访客页面上的样子，含尚未发布的内容。访客在发布后才能看到。
        </span>
        <Link to={contentPaths.edit(module, Number(id))} className={styles.back}>
          返回编辑
        </Link>
      </aside>
      {ready ? (
        <Suspense fallback={<Spin className={styles.loading} />}>
          <Screen />
        </Suspense>
      ) : (
        <Spin className={styles.loading} />
      )}
    </>
  );
}

export default ContentPreviewScreen;
