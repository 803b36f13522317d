import { PUBLISHING_MODULES, type PublishingModule } from '@museum/shared';
import { useParams } from 'react-router';

/** The console's content screens. */
export const contentPaths = {
  list: (module: PublishingModule) => `/admin/content/${module}`,
  create: (module: PublishingModule) => `/admin/content/${module}/new`,
  edit: (module: PublishingModule, id: number) => `/admin/content/${module}/${id}`,
  preview: (module: PublishingModule, id: number) => `/admin/preview/${module}/${id}`,
};

/** The `:module` of the route when it names a content module, else null. */
export function useModuleParam(): PublishingModule | null {
  const { module } = useParams();
  return (PUBLISHING_MODULES as readonly string[]).includes(module ?? '')
    ? (module as PublishingModule)
    : null;
}
