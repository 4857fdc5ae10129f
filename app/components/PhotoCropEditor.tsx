import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { CENTRED, clampCrop, CROP_VIEW, drawCrop, type Crop } from "./photo-canvas";
import { useT } from "./translate";

const ARROW_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-10, 0],
  ArrowRight: [10, 0],
  ArrowUp: [0, -10],
  ArrowDown: [0, 10],
};

/**
 * The crop editor of a chosen picture: drag or use the arrow keys to move it, the slider to zoom. Save Image
 * hands the crop on; Cancel drops the picture.
 */
export function PhotoCropEditor({
  image,
  onSave,
  onCancel,
}: {
  image: HTMLImageElement;
  onSave: (crop: Crop) => void;
  onCancel: () => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [crop, setCrop] = useState<Crop>(CENTRED);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const t = useT();

  useEffect(() => {
    if (canvasRef.current) drawCrop(canvasRef.current, image, CROP_VIEW, crop);
  }, [image, crop]);

  const moveBy = (dx: number, dy: number) => setCrop((c) => clampCrop(image, { ...c, x: c.x + dx, y: c.y + dy }));

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (!drag.current) return;
    moveBy(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const move = ARROW_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    moveBy(move[0], move[1]);
  }

  return (
    <div className="crop-editor" role="group" aria-label={t("photoPicker.crop")}>
      <canvas
        ref={canvasRef}
        width={CROP_VIEW}
        height={CROP_VIEW}
        tabIndex={0}
        aria-label={t("photoPicker.canvas")}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, y: event.clientY };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      />
      <label htmlFor="crop-zoom">{t("photoPicker.zoom")}</label>
      <input
        id="crop-zoom"
        type="range"
        min={1}
        max={3}
        step={0.05}
        value={crop.zoom}
        onChange={(event) => {
          const zoom = Number(event.currentTarget.value);
          setCrop((c) => clampCrop(image, { ...c, zoom }));
        }}
      />
      <div className="wizard-actions">
        <button type="button" className="button button--outline" onClick={onCancel}>
          {t("photoPicker.cancel")}
        </button>
        <button type="button" className="button" onClick={() => onSave(crop)}>
          {t("photoPicker.save")}
        </button>
      </div>
    </div>
  );
}
