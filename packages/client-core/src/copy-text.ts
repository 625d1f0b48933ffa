/**
 * Copies text to the clipboard; resolves false when the browser refused. The Clipboard API needs a
 * secure context (a console opened over plain http on the clinic network has none) and WeChat's older
 * web views lack it, so a selected off-screen textarea with execCommand('copy') is the fallback.
 */
export const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
};
