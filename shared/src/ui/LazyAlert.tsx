import type { AlertProps } from 'antd/es/alert/Alert';
import { type ComponentType, useEffect, useState } from 'react';

// antd's Alert (its style and five icons) is only ever drawn for a problem: a failed sign-in, a failed start-up or
// area, a banner. The first screen does not download it: it loads as its own small chunk of this kit, the first time
// one is drawn or when `preloadAlert()` says one may come (the login form calls it when it sends a request). It is a
// chunk of the same build as antd-core, so it reuses that build's antd modules: the page still holds one antd.

let alertModule: Promise<ComponentType<AlertProps>> | null = null;
let loadedAlert: ComponentType<AlertProps> | undefined;

function loadAlert(): Promise<ComponentType<AlertProps>> {
  alertModule ??= import('antd/es/alert/Alert').then((module) => {
    loadedAlert = module.default;
    return module.default;
  });
  alertModule.catch(() => {
    alertModule = null; // e.g. offline: the plain alert stays, and the next one tries again.
  });
  return alertModule;
}

/** Starts loading antd's Alert now, so a problem shown soon after draws at once. */
export function preloadAlert(): void {
  void loadAlert().catch(() => undefined);
}

/**
 * antd's Alert, with the same props, loaded on first use. Until it is in (or if it cannot load), the same title,
 * description and action show as plain text, with the same `role="alert"`.
 */
export function LazyAlert(props: AlertProps) {
  const [Alert, setAlert] = useState(() => loadedAlert);
  useEffect(() => {
    if (Alert) return;
    let live = true;
    loadAlert().then(
      (component) => live && setAlert(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Alert]);
  if (Alert) return <Alert {...props} />;
  const { title, description, action, style, className } = props;
  return (
    <div role="alert" className={className} style={{ display: 'flex', gap: 8, ...style }}>
      <div style={{ flex: 1 }}>
        <div>{title}</div>
        {description ? <div>{description}</div> : null}
      </div>
      {action}
    </div>
  );
}
