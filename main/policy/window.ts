/**
 * The options of the console window, as plain data (the Electron layer passes them to
 * `new BrowserWindow` unchanged; the tests check them without Electron).
 */
export interface WindowPolicyInput {
  /** Absolute path of the bundled preload script (out/preload/preload.cjs). */
  readonly preloadPath: string;
  readonly title?: string;
  /** DevTools only in development builds. */
  readonly devTools?: boolean;
}

export interface SecureWebPreferences {
  readonly preload: string;
  readonly contextIsolation: true;
  readonly sandbox: true;
  readonly nodeIntegration: false;
  readonly nodeIntegrationInWorker: false;
  readonly nodeIntegrationInSubFrames: false;
  readonly webSecurity: true;
  readonly allowRunningInsecureContent: false;
  readonly experimentalFeatures: false;
  readonly webviewTag: false;
  readonly navigateOnDragDrop: false;
  readonly safeDialogs: true;
  readonly spellcheck: false;
  readonly devTools: boolean;
}

export interface WindowOptions {
  readonly title: string;
  readonly width: number;
  readonly height: number;
  readonly minWidth: number;
  readonly minHeight: number;
  readonly show: false;
  readonly backgroundColor: string;
  readonly webPreferences: SecureWebPreferences;
}

export function windowOptions(input: WindowPolicyInput): WindowOptions {
  return {
    title: input.title ?? 'Полководец',
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 680,
    // Shown on 'ready-to-show', so no white flash.
    show: false,
    backgroundColor: '#f4efe3',
    webPreferences: {
      preload: input.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      // A file dropped on the window must not replace the console.
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
      devTools: input.devTools ?? false,
    },
  };
}
