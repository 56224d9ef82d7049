// Catches the files a screen hands to the browser (saveFile clicks a link with `download`), so a
// test can read their names; restore() puts the browser's own back.
export const catchDownloads = () => {
  const saved: string[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = () => 'blob:file';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  return {
    saved,
    restore: () => {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
};
