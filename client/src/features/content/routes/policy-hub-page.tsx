// /settings/privacy|terms|aboutus|contactus: one page with four tabs; a tab switch replaces the
// route, so Back leaves the hub instead of walking through its tabs (spec 002 §2).
import { Link, useLocation } from 'react-router';
import type { PolicyKey } from '@shop/contracts';
import { constants } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { PolicyView } from '../components/policy-view';
import './content.css';

const SUPPORT_EMAIL = constants.customerService.email;

const TABS: { key: PolicyKey; label: string }[] = [
  { key: 'privacy', label: '隱私權政策' },
  { key: 'terms', label: '服務條款' },
  { key: 'aboutus', label: '關於我們' },
  { key: 'contactus', label: '聯絡我們' },
];

export default function PolicyHubPage() {
  const { pathname } = useLocation();
  const active = TABS.find((t) => pathname.endsWith(`/${t.key}`)) ?? TABS[0];
  return (
    <div className="page">
      <PageHeader title={active.label} />
      <div className="page-body">
        <nav className="policy-tabs" role="tablist" aria-label="條款與說明">
          {TABS.map((tab) => (
            <Link
              key={tab.key}
              to={`/settings/${tab.key}`}
              replace
              role="tab"
              aria-selected={tab.key === active.key}
              className="policy-tab"
              data-testid={`policy-tab-${tab.key}`}
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        {active.key === 'contactus' && (
          <section className="contact-card card">
            <a href={`mailto:${SUPPORT_EMAIL}`} className="btn btn--primary">
              寫信給客服
            </a>
            <p>
              {SUPPORT_EMAIL}
              <br />
              服務時間：週一至週五 {constants.customerService.contactPage.open}–{constants.customerService.contactPage.close}
            </p>
          </section>
        )}
        <PolicyView key={active.key} policyKey={active.key} />
      </div>
    </div>
  );
}
