// An object URL for a blob shown on screen (a preview of an upload), revoked when no longer shown.
import { useEffect, useState } from 'react';

/** An object URL for a blob while the component shows it; revoked when the blob changes or on unmount. */
export const useObjectUrl = (blob: Blob | undefined): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
};
