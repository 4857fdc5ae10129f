// Whole numbers grouped as families in India read them: 1,23,456 (the last three digits, then pairs).
// Not Intl: a page's first Intl call loads the browser's locale data, measured at 55-77 ms of main thread
// in Chromium on this machine (four times that on Lighthouse's phone), and the home page paid it while
// hydrating its community figures (decision 015). Shared by the server and the browser.

/** 1234567 → "12,34,567"; -1500 → "-1,500". Whole numbers only: these are counts, limits and rupees. */
export function groupIndian(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${n < 0 && digits !== "0" ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}
