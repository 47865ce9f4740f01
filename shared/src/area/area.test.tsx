import { act, screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { navigateTo, screenHref, useScreenPaths } from '../routing';
import { createAreaLifecycles } from './area';
import type { AreaScreens } from './screens';

function Devices() {
  return <h1>Devices screen</h1>;
}

function DeviceOf() {
  const { id } = useParams();
  return <h1>Devices of {id}</h1>;
}

function LinkToCallLog() {
  const href = screenHref(useScreenPaths(), 'callLogs', { id: 'sunrise' }, { call_type: 'ivr' });
  return href ? <a href={href}>Call log</a> : <p>No call log</p>;
}

function Login() {
  return <h1>Sign in</h1>;
}

function Crashing(): never {
  throw new Error('camera list exploded');
}

describe('createAreaLifecycles', () => {
  const routes = [
    { path: '/condos/:id/devices', screen: 'devices', title: 'Devices' },
    { path: '/condos/:id/out-box', screen: 'outbox', title: 'OutBox' },
  ];
  let outlet: HTMLElement;

  beforeEach(() => {
    outlet = document.createElement('div');
    document.body.append(outlet);
  });
  afterEach(() => outlet.remove());

  async function mountAt(path: string, screens: AreaScreens, screenPaths?: Record<string, string>) {
    window.history.pushState({}, '', path);
    const lifecycles = createAreaLifecycles(screens);
    const props = {
      name: 'mfe-devices',
      routes,
      screenPaths,
      domElementGetter: () => outlet,
      singleSpa: {},
      mountParcel: jest.fn(),
    };
    await lifecycles.bootstrap(props);
    // single-spa-react resolves mount/unmount from a timer after React commits, so act() flushes the
    // render and the lifecycle promise is awaited outside it.
    let mounted: Promise<unknown> = Promise.resolve();
    await act(async () => {
      mounted = lifecycles.mount(props);
    });
    await mounted;
    return async () => {
      let unmounted: Promise<unknown> = Promise.resolve();
      await act(async () => {
        unmounted = lifecycles.unmount(props);
      });
      await unmounted;
    };
  }

  it("draws the route's screen inside the host's outlet, and removes it on unmount", async () => {
    const unmount = await mountAt('/condos/sunrise/devices', { devices: Devices });
    expect(await screen.findByRole('heading', { name: 'Devices screen' })).toBeInTheDocument();
    expect(outlet).toHaveTextContent('Devices screen');
    await unmount();
    expect(outlet).toBeEmptyDOMElement();
  });

  it("links into another area's screen by the path the host gives, and draws no link when it gives none", async () => {
    const paths = { callLogs: '/condos/:id/call-logs' };
    let unmount = await mountAt('/condos/sunrise/devices', { devices: LinkToCallLog }, paths);
    expect(await screen.findByRole('link', { name: 'Call log' })).toHaveAttribute(
      'href',
      '/condos/sunrise/call-logs?call_type=ivr',
    );
    await unmount();
    unmount = await mountAt('/condos/sunrise/devices', { devices: LinkToCallLog });
    expect(await screen.findByText('No call log')).toBeInTheDocument();
    await unmount();
  });

  it('says so when a route names a screen the area does not have', async () => {
    const unmount = await mountAt('/condos/sunrise/out-box', { devices: Devices });
    expect(await screen.findByRole('heading', { name: /is not available in this version/ })).toBeInTheDocument();
    expect(screen.getByText(/no 'outbox' screen yet/)).toBeInTheDocument();
    await unmount();
  });

  it('keeps a crashing screen inside the area and shows the error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const unmount = await mountAt('/condos/sunrise/devices', { devices: Crashing });
    expect(await screen.findByText(/camera list exploded/)).toBeInTheDocument();
    await unmount();
  });

  it("gives a routed screen the route's parameters", async () => {
    const unmount = await mountAt('/condos/sunrise/devices', { devices: DeviceOf });
    expect(await screen.findByRole('heading', { name: 'Devices of sunrise' })).toBeInTheDocument();
    await unmount();
  });

  it('draws a router-free screen in the same render as the mount, and follows the URL to a routed one', async () => {
    const unmount = await mountAt('/condos/sunrise/devices', {
      devices: { component: Login, router: false },
      outbox: DeviceOf,
    });
    // No lazy router to wait for: the heading is there as soon as the mount has committed.
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    act(() => navigateTo('/condos/sunrise/out-box'));
    expect(await screen.findByRole('heading', { name: 'Devices of sunrise' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    await unmount();
  });
});
