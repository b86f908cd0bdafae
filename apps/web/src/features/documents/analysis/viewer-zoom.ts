/**
 * The viewer's zoom: "Ajustar à largura" (the page or image as wide as the viewer) or a fixed
 * scale; − and + step through `ZOOM_STEPS` from the scale shown, whichever mode it came from.
 */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;

export type Zoom = { fit: true } | { fit: false; scale: number };

export const FIT_WIDTH: Zoom = { fit: true };

/** The scale shown: fitting `available` pixels with content `natural` pixels wide, or the fixed one. */
export function effectiveScale(zoom: Zoom, natural: number | null, available: number): number {
  if (!zoom.fit) return zoom.scale;
  if (!natural || natural <= 0 || available <= 0) return 1;
  return available / natural;
}

/** The next step up (+1) or down (−1) from the scale shown, within the steps' bounds. */
export function stepZoom(current: number, direction: 1 | -1): Zoom {
  const epsilon = 0.001;
  const next =
    direction > 0
      ? ZOOM_STEPS.find((s) => s > current + epsilon)
      : [...ZOOM_STEPS].reverse().find((s) => s < current - epsilon);
  return { fit: false, scale: next ?? (direction > 0 ? ZOOM_STEPS.at(-1)! : ZOOM_STEPS[0]) };
}

/** "125%" */
export const zoomPercent = (scale: number) => `${Math.round(scale * 100)}%`;
