// Desktop footer (≥ 960 px): policy links, customer service, copyright 2025.
import { Link } from 'react-router';
import { constants } from '@shop/contracts';
import { Brand, SHOP_NAME } from '../../components/brand/brand';
import { MailIcon } from '../../components/icons/icons';
import { FOOTER_LINKS } from './chrome-rules';
import './desktop-footer.css';

const SUPPORT_EMAIL = constants.customerService.email;
export const COPYRIGHT_YEAR = constants.layout.copyrightYear;

export function DesktopFooter() {
  return (
    <footer className="desk-footer" data-testid="desktop-footer">
      <div className="desk-footer__inner">
        <div>
          <Brand />
          <p className="desk-footer__about">線上一番賞、盒玩與轉蛋的收藏小舖。每一抽公開可驗證，抽中的獎品收進盒櫃，滿 5 件免運寄到家。</p>
        </div>
        <div>
          <p className="desk-footer__heading">關於與政策</p>
          <ul className="desk-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="desk-footer__heading">客服中心</p>
          <a className="desk-footer__mail" href={`mailto:${SUPPORT_EMAIL}`}>
            <MailIcon size={18} />
            {SUPPORT_EMAIL}
          </a>
          <p className="desk-footer__hours">
            服務時間：週一至週五 {constants.customerService.contactPage.open}–{constants.customerService.contactPage.close}（國定假日除外）
          </p>
        </div>
      </div>
      <div className="desk-footer__bottom">
        © {COPYRIGHT_YEAR} {SHOP_NAME} All rights reserved.
      </div>
    </footer>
  );
}
