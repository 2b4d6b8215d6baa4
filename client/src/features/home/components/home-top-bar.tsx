// Mobile top bar: check-in (dot when a check-in is due), a search box that opens /search, and
// the news bell (dot when there are unread notifications).
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { BellIcon, CalendarIcon, SearchIcon } from '../../../components/icons/icons';
import { auth } from '../../../stores/auth.store';
import { useUnreadNotifications } from '../../../api/get-notifications';
import { isOpenPath } from '../../../lib/route-table';
import { searchHint } from '../../../lib/product-kinds';

type BadgeStatus = { show_checkin_badge?: boolean; show_notification_badge?: boolean };

export function HomeTopBar() {
  const { token, user } = useSnapshot(auth);
  // badge_status arrives with the user record (spec 000 §3) once the account service sends it.
  const badges = (user as { badge_status?: BadgeStatus } | null)?.badge_status;
  const unread = useUnreadNotifications(Boolean(token));
  const showNewsDot = Boolean(badges?.show_notification_badge) || (unread.data ?? 0) > 0;
  return (
    <div className="home-topbar">
      {isOpenPath('/signin') && (
        <Link to="/signin" className="home-topbar__icon" aria-label="每日簽到" data-testid="home-checkin">
          <CalendarIcon size={20} />
          {badges?.show_checkin_badge && <span className="home-topbar__dot" data-testid="checkin-dot" />}
        </Link>
      )}
      <Link to="/search" className="home-search" data-testid="home-search">
        <SearchIcon size={18} />
        {searchHint()}
      </Link>
      <Link to="/news" className="home-topbar__icon" aria-label="最新消息" data-testid="home-news">
        <BellIcon size={20} />
        {showNewsDot && <span className="home-topbar__dot" data-testid="news-dot" />}
      </Link>
    </div>
  );
}
