// Apply the saved colour scheme before the first paint so dark-theme users see no white flash.
try {
  document.documentElement.setAttribute(
    'data-mantine-color-scheme',
    localStorage.getItem('mantine-color-scheme-value') === 'dark' ? 'dark' : 'light',
  );
} catch {}
