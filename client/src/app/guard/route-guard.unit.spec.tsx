import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { signIn, signOut, takeRedirect } from '../../stores/auth.store';
import { toasts } from '../../stores/toast.store';
import { authCheck } from './auth-check';
import { RouteGuard } from './route-guard';

const user = { id: 'u1', uid: 'u1', name: '小明', displayName: '小明', phone: '0912345678', role: 'member' as const };

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/box" element={<RouteGuard requiresAuth>盒櫃內容</RouteGuard>} />
        <Route path="/likes" element={<RouteGuard requiresAuth={false}>收藏內容</RouteGuard>} />
        <Route path="/login" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouteGuard', () => {
  beforeEach(() => {
    signOut();
    toasts.items.splice(0);
    sessionStorage.clear();
    authCheck.status = 'done';
  });

  it('sends a logged-out visitor of a login-required route to /login, with toast and stored redirect', async () => {
    renderAt('/box?tab=2');
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/login?redirect=%2Fbox%3Ftab%3D2');
    expect(toasts.items.map((t) => t.message)).toEqual(['請先登入']);
    expect(takeRedirect()).toBe('/box?tab=2');
  });

  it('renders a public route for a visitor', () => {
    renderAt('/likes');
    expect(screen.getByText('收藏內容')).toBeTruthy();
    expect(toasts.items).toHaveLength(0);
  });

  it('renders the route for a member', () => {
    signIn('token-1', user);
    renderAt('/box');
    expect(screen.getByText('盒櫃內容')).toBeTruthy();
  });

  it('waits for the session check before letting a member in', async () => {
    signIn('token-1', user);
    authCheck.status = 'pending';
    renderAt('/box');
    expect(screen.queryByText('盒櫃內容')).toBeNull();
    await act(async () => {
      authCheck.status = 'done';
    });
    expect(screen.getByText('盒櫃內容')).toBeTruthy();
  });

  it('redirects a member whose session the check cleared', async () => {
    signIn('token-1', user);
    authCheck.status = 'pending';
    renderAt('/box');
    await act(async () => {
      signOut();
      authCheck.status = 'done';
    });
    expect(await screen.findByTestId('where')).toHaveProperty('textContent', '/login?redirect=%2Fbox');
  });

  it('lets a member who logs out on a login-only page leave it without /login or 請先登入', async () => {
    signIn('token-1', user);
    renderAt('/box');
    await act(async () => {
      signOut({ leaving: true });
    });
    expect(screen.queryByText('盒櫃內容')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(toasts.items).toHaveLength(0);
  });
});
