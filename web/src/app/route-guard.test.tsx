import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RouteGuard } from './route-guard';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="path">{pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RouteGuard />}>
          <Route path="*" element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

function signIn() {
  localStorage.setItem('token', 't');
  localStorage.setItem('userData', JSON.stringify({ memName: 'A' }));
}

describe('RouteGuard', () => {
  it('sends a signed-out visitor to /login', () => {
    renderAt('/clubs');
    expect(screen.getByTestId('path').textContent).toBe('/login');
  });

  it('needs both token and user data', () => {
    localStorage.setItem('token', 't');
    renderAt('/');
    expect(screen.getByTestId('path').textContent).toBe('/login');
  });

  it('leaves /login and /testing open', () => {
    renderAt('/testing');
    expect(screen.getByTestId('path').textContent).toBe('/testing');
  });

  it('sends a signed-in member from /login to /', () => {
    signIn();
    renderAt('/login');
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('lets a signed-in member through', () => {
    signIn();
    renderAt('/club-details/4');
    expect(screen.getByTestId('path').textContent).toBe('/club-details/4');
  });

  it('clears dontshowModal away from / and keeps it on /', () => {
    signIn();
    localStorage.setItem('dontshowModal', 'true');
    const { unmount } = renderAt('/');
    expect(localStorage.getItem('dontshowModal')).toBe('true');
    unmount();
    renderAt('/clubs');
    expect(localStorage.getItem('dontshowModal')).toBeNull();
  });

  it('scrolls to top on a path change', () => {
    signIn();
    renderAt('/clubs');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
