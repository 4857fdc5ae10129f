import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useT } from "./translate";

// docs/product-rules.md §11: the crop is a square as large as the photo the server keeps (400x400), so the
// 400 rendition a dense phone screen asks for is as sharp as the picture chosen.
const OUTPUT = 400;
const VIEW = 240;

/**
 * A picture picker. Without JavaScript it is a plain file field (the server
 * crops the centre). With JavaScript a chosen picture opens a crop editor:
 * drag or use the arrow keys to move, the slider to zoom; Save Image puts the
 * 400x400 square in the form as a data URL, Cancel drops the choice.
 */
export function PhotoPicker({
  name = "image",
  currentSrc,
  autoFocus,
}: {
  name?: string;
  currentSrc: string;
  autoFocus?: boolean;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [cropped, setCropped] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const t = useT();

  // The picture's scale so that it covers the square at zoom 1.
  const baseScale = image ? VIEW / Math.min(image.naturalWidth, image.naturalHeight) : 1;

  function clamp(next: { x: number; y: number }, z = zoom) {
    if (!image) return next;
    const maxX = Math.max(0, (image.naturalWidth * baseScale * z - VIEW) / 2);
    const maxY = Math.max(0, (image.naturalHeight * baseScale * z - VIEW) / 2);
    return { x: Math.min(maxX, Math.max(-maxX, next.x)), y: Math.min(maxY, Math.max(-maxY, next.y)) };
  }

  function draw(canvas: HTMLCanvasElement, size: number) {
    const ctx = canvas.getContext("2d");
    if (!ctx || !image) return;
    const ratio = size / VIEW;
    const scale = baseScale * zoom * ratio;
    const w = image.naturalWidth * scale;
    const h = image.naturalHeight * scale;
    ctx.clearRect(0, 0, size, size);
    ctx.drawImage(image, (size - w) / 2 + offset.x * ratio, (size - h) / 2 + offset.y * ratio, w, h);
  }

  useEffect(() => {
    if (canvasRef.current) draw(canvasRef.current, VIEW);
  });

  function choose(file: File | undefined) {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setZoom(1);
      setOffset({ x: 0, y: 0 });
      setCropped(null);
    };
    img.src = url;
  }

  function save() {
    const canvas = document.createElement("canvas");
    canvas.width = OUTPUT;
    canvas.height = OUTPUT;
    draw(canvas, OUTPUT);
    setCropped(canvas.toDataURL("image/png"));
    setImage(null);
    if (fileRef.current) fileRef.current.value = "";
  }

  function cancel() {
    setImage(null);
    setCropped(null);
    if (fileRef.current) fileRef.current.value = "";
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    if (!drag.current) return;
    setOffset((o) => clamp({ x: o.x + event.clientX - drag.current!.x, y: o.y + event.clientY - drag.current!.y }));
    drag.current = { x: event.clientX, y: event.clientY };
  }

  function onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-10, 0],
      ArrowRight: [10, 0],
      ArrowUp: [0, -10],
      ArrowDown: [0, 10],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setOffset((o) => clamp({ x: o.x + move[0], y: o.y + move[1] }));
  }

  return (
    <div className="field photo-picker">
      <label htmlFor="photo-input">{t("photoPicker.label")}</label>
      <div className="photo-picker__row">
        <img src={cropped ?? currentSrc} alt={t("photoPicker.alt")} width={96} height={96} className="avatar" />
        <input
          id="photo-input"
          ref={fileRef}
          type="file"
          name={cropped ? undefined : name}
          accept="image/*"
          aria-describedby="photo-hint"
          autoFocus={autoFocus}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
        />
      </div>
      <p className="field__hint" id="photo-hint">
        {t("photoPicker.hint")}
      </p>
      {cropped && <input type="hidden" name={name} value={cropped} />}
      {image && (
        <div className="crop-editor" role="group" aria-label={t("photoPicker.crop")}>
          <canvas
            ref={canvasRef}
            width={VIEW}
            height={VIEW}
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
            value={zoom}
            onChange={(event) => {
              const z = Number(event.currentTarget.value);
              setZoom(z);
              setOffset((o) => clamp(o, z));
            }}
          />
          <div className="wizard-actions">
            <button type="button" className="button button--outline" onClick={cancel}>
              {t("photoPicker.cancel")}
            </button>
            <button type="button" className="button" onClick={save}>
              {t("photoPicker.save")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
