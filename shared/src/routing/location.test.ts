import { act, renderHook } from '@testing-library/react';
import { matchPath, navigateTo, usePathname } from './location';

describe('matchPath', () => {
  it('gives the parameters of a matching path, decoded', () => {
    expect(matchPath('/condos/:id/devices', '/condos/marina%20bay/devices')).toEqual({ id: 'marina bay' });
  });

  it('matches the whole path, ignoring case and one trailing slash, as the route guards expect', () => {
    expect(matchPath('/condos/:id/devices', '/Condos/sunrise/devices/')).toEqual({ id: 'sunrise' });
    expect(matchPath('/condos/:id/devices', '/condos/sunrise/devices/extra')).toBeNull();
    expect(matchPath('/condos', '/condos/sunrise')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
  });
});

describe('usePathname', () => {
  it('follows navigateTo and the browser going back', () => {
    window.history.pushState(null, '', '/condos');
    const { result } = renderHook(() => usePathname());
    expect(result.current).toBe('/condos');
    act(() => navigateTo('/condos/sunrise/details'));
    expect(result.current).toBe('/condos/sunrise/details');
    act(() => navigateTo('/condos/sunrise/devices', { replace: true }));
    expect(result.current).toBe('/condos/sunrise/devices');
    act(() => {
      window.history.pushState(null, '', '/admin-user');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current).toBe('/admin-user');
  });
});
