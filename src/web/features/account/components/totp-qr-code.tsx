import encodeQR from "qr";

/**
 * The authenticator app's secret as a QR code, drawn in the page as SVG from the encoder's matrix
 * (paulmillr's `qr`: no network, no canvas, no inline markup to trust). Loaded with the set-up
 * dialog's second step only. Dark modules on a white square with the standard quiet zone, so phones
 * read it in the dark theme too.
 */
export default function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const modules = encodeQR(uri, "raw", { ecc: "medium", border: 4 });
  const size = modules.length;
  const path = modules.flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x} ${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 shrink-0 rounded-md bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
