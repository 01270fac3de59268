import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import type { ScreenDefinition } from '../../app/registry.ts';

/** /descriptions and /categories: the stored descriptions of the visit course and their categories. */
export const descriptionScreens: readonly ScreenDefinition[] = [
  {
    path: '/descriptions',
    load: () => import('./DescriptionsPage.tsx'),
    menu: { icon: DescriptionOutlined },
  },
  { path: '/categories', load: () => import('./CategoriesPage.tsx'), menu: { icon: CategoryOutlined } },
];
