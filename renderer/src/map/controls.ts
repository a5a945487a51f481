/** The map view's pan and zoom, for the keyboard and the toolbar (registered by MapView). */
export interface MapControls {
  panBy(dx: number, dy: number): void;
  zoom(factor: number): void;
  fit(): void;
  centreOn(x: number, y: number): void;
}

let current: MapControls | null = null;

export function registerMapControls(c: MapControls | null): void {
  current = c;
}

export function mapControls(): MapControls | null {
  return current;
}
