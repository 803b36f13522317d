import type { Floor } from '@museum/shared';

/** What each demo floor holds, in English (server/src/seed/venues.ts). */
export const FLOOR_SUMMARIES_EN: Record<Floor, string> = {
  '-1F':
    'Experimental Space, Young Artists’ Space, lecture theatre and learning studio; direct access from the underground car park.',
  '1F': 'Main entrance, information desk and cloakroom; Silk Road Hall, Ceramics Hall and the Atrium; café and museum shop.',
  '2F': 'Tianshan Hall, Kunlun Hall and Bogda Hall, mainly for painting, calligraphy and oil painting; views over the Atrium.',
  '3F': 'Textile Hall, Photography Hall and Painting and Calligraphy Hall; library. The offices are not open to the public.',
};

/** The demo halls in English, keyed by their Chinese name (server/src/seed/venues.ts): every one of them. */
export interface HallEnglish {
  name: string;
  description: string;
}

export const HALLS_EN: Record<string, HallEnglish> = {
  实验空间: {
    name: 'Experimental Space',
    description:
      'A black-box space six metres high that can be divided as needed, suited to film, installation and cross-media exhibitions. Available for exhibition applications.',
  },
  青年艺术空间: {
    name: 'Young Artists’ Space',
    description:
      'A space for young artists, with two exhibitions of residency work each year. Available for exhibition applications.',
  },
  丝路厅: {
    name: 'Silk Road Hall',
    description:
      'Home of the permanent display Treasures of the Silk Road, with highlights of the collection’s art of the Western Regions. Free guided tours daily.',
  },
  中庭: {
    name: 'Atrium',
    description:
      'A top-lit atrium rising through three floors, used for large sculpture displays, concerts and openings. Available for applications.',
  },
  瓷韵厅: {
    name: 'Ceramics Hall',
    description:
      'A gallery for ceramics, with free-standing cases at constant temperature and humidity, holding exhibitions of ceramics and the decorative arts throughout the year.',
  },
  天山厅: {
    name: 'Tianshan Hall',
    description:
      'The museum’s largest gallery, with walls seven metres high, suited to large oil paintings and long scrolls of painting and calligraphy.',
  },
  昆仑厅: {
    name: 'Kunlun Hall',
    description:
      'A medium-sized gallery that can be divided or opened up, with track lighting and movable walls. Available for exhibition applications.',
  },
  博格达厅: {
    name: 'Bogda Hall',
    description:
      'Daylight enters through a diffusing ceiling, suited to ink painting and works on paper. Available for exhibition applications.',
  },
  织造厅: {
    name: 'Textile Hall',
    description:
      'A gallery for textiles and embroidery, kept at low light levels to protect silk, with an area for live loom demonstrations.',
  },
  影像厅: {
    name: 'Photography Hall',
    description:
      'A gallery for photography and film that can be fully blacked out, with projection and sound systems. Available for exhibition applications.',
  },
  书画厅: {
    name: 'Painting and Calligraphy Hall',
    description:
      'Rotating displays of fine painting and calligraphy, changed every three months to give works on paper and silk a rest.',
  },
};
