'use client';

import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';

/**
 * The company's logo, served by the API: read as a blob and shown from an object URL, so the
 * site's image policy stays "self, data, blob" (the API's origin is only a connect source).
 */
export function ProvidedLogo({ apiBaseUrl, path, alt }: { apiBaseUrl: string; path: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    fetch(`${apiBaseUrl}${path}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (blob === null) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [apiBaseUrl, path]);
  if (url === null) return <Box sx={{ width: 128, height: 128 }} aria-hidden="true" />;
  // A plain img: next/image cannot optimise an object URL.
  return <Box component="img" src={url} alt={alt} sx={{ maxWidth: 128, maxHeight: 128, objectFit: 'contain', display: 'block' }} />;
}
