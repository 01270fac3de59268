import { SectionLayout } from '../../app/shell/SectionLayout.tsx';
import { adminSection } from './screens.ts';

export default function AdminLayout() {
  return <SectionLayout section={adminSection} />;
}
