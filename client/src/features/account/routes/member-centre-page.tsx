// /user: the member centre. Header with name, tokens and points (a dash when a balance cannot be
// read), the VIP level, shortcuts to the member's things (the box and coupons with their counts,
// draw history) and the way to settings. Only open routes get a tile. Visitors get a sign-in card.
import { vipLevelLabel } from '@shop/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { SHOP_NAME } from '../../../components/brand/brand';
import { ChevronRightIcon, CoinIcon, NewsIcon, SparkleIcon, TicketIcon } from '../../../components/icons/icons';
import { auth } from '../../../stores/auth.store';
import { useProfile } from '../../../api/get-profile';
import { usePointsBalance } from '../../../api/get-points-balance';
import { useTokenBalance } from '../../../api/get-token-balance';
import {
  BoxIcon,
  CardIcon,
  CheckInIcon,
  CouponIcon,
  CrownIcon,
  GearIcon,
  HeadsetIcon,
  HeartIcon,
  OrderIcon,
  ReceiptIcon,
} from '../components/account-icons';
import { maskPhone } from '../../../lib/mask-phone';
import { useBoxCount, useCouponCount, useOpenOrderCount } from '../api/get-member-counts';
import { InviteCard } from '../components/invite-card';
import './member-centre-page.css';
import { isOpenPath } from '../../../lib/route-table';

type Count = 'box' | 'coupons' | 'orders';

const SHORTCUTS: { to: string; label: string; icon: ReactNode; badge?: 'checkin'; count?: Count }[] = [
  { to: '/box', label: '我的盒櫃', icon: <BoxIcon />, count: 'box' },
  { to: '/order/list', label: '我的訂單', icon: <OrderIcon />, count: 'orders' },
  { to: '/coupons', label: '優惠券', icon: <CouponIcon />, count: 'coupons' },
  { to: '/cards', label: '道具卡', icon: <CardIcon /> },
  { to: '/signin', label: '每日簽到', icon: <CheckInIcon />, badge: 'checkin' },
  { to: '/vipinfo', label: 'VIP 會員', icon: <CrownIcon /> },
  { to: '/likes', label: '我的收藏', icon: <HeartIcon /> },
  { to: '/recharge-details', label: '儲值紀錄', icon: <ReceiptIcon /> },
  { to: '/ichiban/history', label: '抽獎紀錄', icon: <TicketIcon size={22} /> },
];

function amount(value: number | undefined): string {
  return value === undefined ? '—' : value.toLocaleString('zh-TW');
}

export default function MemberCentrePage() {
  const { token, user } = useSnapshot(auth);
  const signedIn = Boolean(token);
  const profile = useProfile(signedIn);
  const balance = useTokenBalance(signedIn);
  const points = usePointsBalance(signedIn);
  const name = profile.data?.data.name || user?.name || '會員';
  const phone = profile.data?.data.phone ?? user?.phone ?? null;
  const showCheckinBadge = profile.data?.data.badge_status.show_checkin_badge === true;
  const vip = profile.data?.data.vip_info;
  const boxCount = useBoxCount(signedIn);
  const couponCount = useCouponCount(signedIn);
  const orderCount = useOpenOrderCount(signedIn);
  const counts: Record<Count, number | undefined> = { box: boxCount.data, coupons: couponCount.data, orders: orderCount.data };

  return (
    <div className="page member">
      <section className="member-hero" data-testid="member-header">
        <div className="member-hero__top">
          <span className="member-hero__brand">{SHOP_NAME}會員中心</span>
          {signedIn && (
            <Link to="/settings" className="member-hero__gear" aria-label="設定" data-testid="member-settings">
              <GearIcon size={22} />
            </Link>
          )}
        </div>
        {signedIn ? (
          <div className="member-hero__who">
            <span className="member-avatar" aria-hidden="true">
              {Array.from(name)[0]}
            </span>
            <span>
              <strong className="member-hero__name" data-testid="member-name">
                {name}
              </strong>
              {phone && <span className="member-hero__phone num">{maskPhone(phone)}</span>}
            </span>
            {isOpenPath('/vipinfo') && (
              <Link to="/vipinfo" className="member-vip" data-testid="member-vip">
                <CrownIcon />
                {vip ? `VIP${vip.vip_level} ${vipLevelLabel(vip.vip_level_name)}` : 'VIP —'}
              </Link>
            )}
          </div>
        ) : (
          <div className="member-hero__who">
            <span className="member-avatar" aria-hidden="true">
              <SparkleIcon size={26} />
            </span>
            <span>
              <strong className="member-hero__name">嗨，歡迎光臨</strong>
              <span className="member-hero__phone">登入後即可抽賞、儲值與查看盒櫃</span>
            </span>
          </div>
        )}
      </section>

      <div className="page-body member__body">
        {signedIn ? (
          <section className="member-wallet card" aria-label="我的錢包">
            <Link to="/recharge" className="member-wallet__cell">
              <span className="member-wallet__label">
                <CoinIcon size={16} />
                代幣
              </span>
              <strong className="member-wallet__value num" data-testid="member-tokens">
                {amount(balance.data)}
              </strong>
              <span className="member-wallet__action">儲值</span>
            </Link>
            <Link to="/bean" className="member-wallet__cell">
              <span className="member-wallet__label">
                <SparkleIcon size={16} />
                紅利
              </span>
              <strong className="member-wallet__value num" data-testid="member-points">
                {amount(points.data?.points)}
              </strong>
              <span className="member-wallet__action">查看</span>
            </Link>
          </section>
        ) : (
          <section className="member-guest card">
            <p>登入{SHOP_NAME}，查看代幣、紅利與您的戰利品。</p>
            <div className="member-guest__actions">
              <Link to="/login?redirect=%2Fuser" className="btn btn--primary" data-testid="member-login">
                登入
              </Link>
              <Link to="/firebase-register" className="btn btn--secondary">
                免費註冊
              </Link>
            </div>
          </section>
        )}

        <nav className="member-shortcuts card" aria-label="會員功能">
          {SHORTCUTS.filter((item) => isOpenPath(item.to)).map((item) => (
            <Link key={item.to} to={item.to} className="member-shortcut">
              <span className="member-shortcut__icon">
                {item.icon}
                {item.badge === 'checkin' && showCheckinBadge && <span className="member-dot" aria-label="今日尚未簽到" />}
              </span>
              {item.label}
              {signedIn && item.count && (
                <span className="member-shortcut__count num" data-testid={`member-count-${item.count}`}>
                  {amount(counts[item.count])}
                </span>
              )}
            </Link>
          ))}
        </nav>

        {signedIn && <InviteCard />}

        <nav className="member-list card" aria-label="更多">
          {signedIn && (
            <Link to="/settings" className="member-list__item">
              <GearIcon />
              帳號設定
              <ChevronRightIcon size={18} />
            </Link>
          )}
          <Link to="/news" className="member-list__item">
            <NewsIcon />
            最新消息
            <ChevronRightIcon size={18} />
          </Link>
          <Link to="/settings/contactus" className="member-list__item">
            <HeadsetIcon />
            聯絡客服
            <ChevronRightIcon size={18} />
          </Link>
        </nav>
      </div>
    </div>
  );
}
