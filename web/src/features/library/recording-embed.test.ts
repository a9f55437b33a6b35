import { describe, expect, it } from 'vitest';
import { embedSrcOf } from './recording-embed';

describe('embedSrcOf', () => {
  it('plays YouTube addresses from youtube-nocookie.com', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/live/dQw4w9WgXcQ',
    ]) {
      expect({ url, src: embedSrcOf(url) }).toEqual({
        url,
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      });
    }
  });

  it('plays Vimeo addresses from player.vimeo.com, keeping an unlisted video’s hash', () => {
    expect(embedSrcOf('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedSrcOf('https://vimeo.com/channels/staffpicks/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(embedSrcOf('https://vimeo.com/76979871/8a1b2c3d4e')).toBe(
      'https://player.vimeo.com/video/76979871?h=8a1b2c3d4e',
    );
    expect(embedSrcOf('https://player.vimeo.com/video/76979871?h=8a1b2c3d4e')).toBe(
      'https://player.vimeo.com/video/76979871?h=8a1b2c3d4e',
    );
  });

  it('embeds nothing else: other hosts, look-alike hosts, bad ids, other schemes', () => {
    for (const url of [
      'https://zoom.us/rec/share/abc',
      'https://www.youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://www.youtube.com/channel/UCabc',
      'https://vimeo.com/about',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
      'not a url',
    ]) {
      expect({ url, src: embedSrcOf(url) }).toEqual({ url, src: null });
    }
  });
});
