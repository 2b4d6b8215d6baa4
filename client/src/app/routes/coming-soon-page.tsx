// Every route whose feature is not built yet: its title and a way back home.
import { PageHeader } from '../../components/page-header/page-header';
import { ComingSoon } from '../../components/coming-soon/coming-soon';
import type { PageProps } from './page-props';

export default function ComingSoonPage({ title }: PageProps) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="page-body">
        <ComingSoon feature={title} />
      </div>
    </div>
  );
}
