// /return-policy: the returns page.
import { constants } from '@shop/contracts';
import { PageHeader } from '../../../components/page-header/page-header';
import { PolicyView } from '../components/policy-view';
import './content.css';

export default function ReturnPolicyPage({ title }: { title: string }) {
  const hours = constants.customerService.returnsPage;
  return (
    <div className="page">
      <PageHeader title={title} />
      <div className="page-body">
        <section className="return-facts card">
          <div>
            <strong className="num">{constants.customerService.returnReportWindowDays} 日內</strong>
            <small>回報商品問題</small>
          </div>
          <div>
            <strong>
              {hours.open}–{hours.close}
            </strong>
            <small>客服 週一至週六</small>
          </div>
          <div>
            <strong>不適用</strong>
            <small>一番賞抽獎商品</small>
          </div>
        </section>
        <PolicyView policyKey="return-policy" />
      </div>
    </div>
  );
}
