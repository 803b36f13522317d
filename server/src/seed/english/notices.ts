/**
 * Demo notices in English, keyed by their Chinese title (server/src/seed/content/notices.ts): the ones a visitor
 * from abroad needs before coming. The others (lost property, the shop's hours ...) are left in Chinese on purpose.
 */
export interface NoticeEnglish {
  title: string;
  summary: string;
  body: string;
}

export const NOTICES_EN: Record<string, NoticeEnglish> = {
  关于冬季开放时间调整的公告: {
    title: 'Winter Opening Hours',
    summary:
      'From this month the museum keeps its winter opening hours: last entry is at 17:00 every day, and the museum is closed on Mondays (except public holidays).',
    body: `
Dear visitors,

For your safety during the winter, the museum keeps its winter opening hours from this month, as follows:

| Days | Open | Last entry |
| Tuesday to Sunday | 10:00–18:00 | 17:00 |
| Monday | Closed (except public holidays) | — |

Admission is free, by advance booking under your real name: please book through "Book a visit" on this website. We apologise for any inconvenience.

Tianshan Art Museum
`,
  },
  参观须知: {
    title: 'Visitor Information',
    summary:
      'Admission is free, by booking under your real name, and you enter with your identity document. Please do not bring flammable or explosive items, and do not use flash in the galleries.',
    body: `
## Booking and entry

- Admission is free. Visits are booked in advance for a time slot, under each visitor's real name; one booking covers up to 5 visitors;
- Please bring the valid identity document you gave when booking (for visitors from abroad, usually your passport); you enter after a security check;
- Children under 1.2 metres must be accompanied by an adult.

## In the galleries

- Please do not touch the works, and do not use flash, tripods or selfie sticks in the galleries;
- Please do not eat or drink in the galleries, and keep your voice down;
- Please leave large bags at the cloakroom on 1F.

## Facilities

Wheelchairs and pushchairs can be borrowed free of charge at the information desk on 1F. There are accessible toilets on every floor and a baby-care room on 1F.
`,
  },
  '“经纬之间”展览实行限额预约参观': {
    title: 'Between Warp and Weft: Limited Admission by Booking',
    summary:
      'To keep the gallery comfortable, admission to Between Warp and Weft: Atlas Silk and the Textile Arts of Xinjiang is limited; please book on the exhibition’s page.',
    body: `
Between Warp and Weft: Atlas Silk and the Textile Arts of Xinjiang has opened in the Textile Hall on 3F. The gallery has live loom demonstrations, and to protect the objects and keep the gallery comfortable, admission is limited.

Please book a place on the exhibition's page on this website, and show your booking and identity document to enter. Visitors who have booked entry to the museum need to book a separate place for this exhibition.
`,
  },
  免费讲解服务时间安排: {
    title: 'Free Guided Tours: Timetable',
    summary:
      'Free guided tours of the permanent display run daily at 11:00 and 15:00; see the notices in the galleries for tours of temporary exhibitions.',
    body: `
| Exhibition | Tours | Meeting point |
| Treasures of the Silk Road (permanent display) | Daily 11:00, 15:00 | Entrance to the Silk Road Hall, 1F |
| Tianshan Panorama | Saturdays and Sundays 10:30 | Entrance to the Tianshan Hall, 2F |
| Between Warp and Weft | Daily 10:30, 14:30, 16:00 (loom demonstrations) | Centre of the Textile Hall, 3F |

Groups wishing to book a private tour should telephone the museum at least three days in advance.
`,
  },
  关于规范观众拍照行为的提示: {
    title: 'Photography in the Galleries',
    summary:
      'You are welcome to take photographs in the galleries, except of works marked otherwise. Please turn off your flash, and do not use tripods or selfie sticks.',
    body: `
You are welcome to take photographs in the galleries and share your visit. To protect the works and out of consideration for others, please remember:

- Turn off your flash: light-sensitive works such as textiles and works on paper especially need protecting;
- Do not use tripods or selfie sticks, which can knock against works and cases;
- Do not photograph works marked "No photography";
- Do not stay too long in front of a work while taking photographs.
`,
  },
};
