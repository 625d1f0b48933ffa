import { useEffect } from 'react';
import { CONSOLE_TITLE } from '../config/app.ts';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - ${CONSOLE_TITLE}`;
  }, [title]);
}
