/**
 * The demo policies in English, keyed by their Chinese title (server/src/seed/content/policies.ts): every one of
 * them, translated whole. Where the Chinese text is the authoritative one, the English says so.
 */
export interface PolicyEnglish {
  title: string;
  issuer: string;
  summary: string;
  body: string;
}

const MUSEUM = 'Tianshan Art Museum';
const NPC_STANDING_COMMITTEE = 'Standing Committee of the National People’s Congress';

export const POLICIES_EN: Record<string, PolicyEnglish> = {
  天山美术馆观众预约参观管理办法: {
    title: 'Tianshan Art Museum Rules on Booking a Visit',
    issuer: MUSEUM,
    summary:
      'Sets out the rules on booking under the visitor’s real name, identity checks on entry, cancelling a booking and failing to attend, so that visits run safely and in good order.',
    body: `
## Chapter I General Provisions

Article 1 These Rules are made to keep visitors safe, to give them a good visit and to keep the number of visitors in the museum at a reasonable level.

Article 2 The museum is open to the public free of charge. Visits are booked in advance, for a time slot, under each visitor's real name.

## Chapter II Booking

Article 3 Visitors may book a visit through the museum's official website for any day within the next seven days. Each account may make one booking a day, and each booking may include up to five visitors.

Article 4 An account must complete identity verification (real-name verification) before making a booking. The name, sex and age of each accompanying visitor must be given truthfully.

Article 5 Once a booking is confirmed, the system issues an entry pass with a QR code, which the visitor can view in "My account".

## Chapter III Entry and Cancellation

Article 6 Visitors enter the museum with their entry pass and their own valid identity document, after a security check.

Article 7 A visitor may cancel a booking at any time before the museum closes on the day of the visit. When a booking is cancelled, its places are released automatically.

## Chapter IV Supplementary Provisions

Article 8 These Rules take effect seven days after the date of their publication. The museum's Visitor Services Department is responsible for their interpretation.
`,
  },
  天山美术馆个人信息保护政策: {
    title: 'Tianshan Art Museum Privacy Policy',
    issuer: MUSEUM,
    summary:
      'Explains what personal information the museum’s website collects and why, how it is encrypted and kept, and how visitors can see, correct and delete it.',
    body: `
## Information we collect

- Registration and sign-in: your mobile phone number (which serves as your account), a display name and a profile picture;
- Identity (real-name) verification and booking: your real name and identity document number, and the name, sex and age of the visitors who come with you;
- Applications and donation reports: the contact person, a contact telephone number and any materials you upload.

## How we protect it

Your real name and identity document number are sensitive personal information. We collect them only with your separate consent, store them encrypted, and show them only in masked form on our pages and in our interfaces.

## Your rights

You can view and correct your personal details in "My account", and you can close your account. When an account is closed, we delete or anonymise your personal information, and your mobile phone number may be registered again.

## Contact us

If you have any questions about this policy, please contact us through the museum's visitor hotline.
`,
  },
  天山美术馆藏品捐赠管理办法: {
    title: 'Tianshan Art Museum Rules on Gifts to the Collection',
    issuer: MUSEUM,
    summary:
      'Sets out how an offer of a gift is registered, authenticated, assessed, accessioned and acknowledged. The museum welcomes gifts of works of art and related documents from all parts of society.',
    body: `
## What we collect

The museum welcomes gifts of paintings, calligraphy, sculpture, ceramics, textiles and embroidery, and photographs related to the art of Xinjiang and the Silk Road, as well as documentary material such as artists' manuscripts, letters and tools.

## How to offer a gift

- Registration: the donor registers the offer through "Donate a work" on the museum's website, with a short description of the works offered and supporting material;
- First review: the museum's Collections Department contacts the donor within thirty working days;
- Authentication and assessment: the works are authenticated and assessed by the museum's Acquisitions Committee;
- Accession: once the offer is approved, a deed of gift is signed and the works are formally accessioned.

## Acknowledgement

The museum presents each donor with a certificate of donation, and credits the donor in exhibitions and publications as the donor wishes.
`,
  },
  天山美术馆展厅借用与办展申请规定: {
    title: 'Tianshan Art Museum Rules on Applying to Use a Gallery and Hold an Exhibition',
    issuer: MUSEUM,
    summary:
      'For art institutions and artists: the conditions, documents, assessment and scheduling for applying to hold an exhibition at the museum.',
    body: `
## Who may apply

Applicants must be lawfully established art institutions or academies, or artists with an established body of work. The content of the exhibition must be in keeping with the museum's academic remit.

## Documents required

- The exhibition proposal (its theme, a list of works and a first draft of the exhibition design);
- An introduction to the applicant and their past exhibitions;
- The gallery requested and the proposed dates.

Please submit the documents in docx, xlsx or pdf format through "Propose an exhibition" on the museum's website.

## Assessment and scheduling

The museum's Exhibitions Committee assesses applications once a quarter, and applicants are informed of the outcome by a system message. Approved exhibitions are scheduled in the museum's exhibition calendar.
`,
  },
  天山美术馆藏品影像使用规定: {
    title: 'Tianshan Art Museum Rules on the Use of Collection Images',
    issuer: MUSEUM,
    summary:
      'Sets out how to apply for, and how to credit, high-resolution images of the collection when they are used for private study and research, teaching, publication and other purposes.',
    body: `
## Private study and research

Visitors may browse and zoom into high-resolution images of the collection on the museum's website. No application is needed to use them for private study and research; when quoting them, please credit "Collection of the Tianshan Art Museum".

## Teaching and publication

To use images in classroom teaching, scholarly publications or exhibitions, please apply to the museum's Collections Department, stating the purpose, the scope and the print run.

## Commercial use

Commercial use requires a separate licence agreement. For works still in copyright, the permission of the copyright holder must also be obtained.
`,
  },
  天山美术馆志愿者管理办法: {
    title: 'Tianshan Art Museum Rules for Volunteers',
    issuer: MUSEUM,
    summary:
      'Sets out how volunteers are recruited and trained, how their service is recorded and recognised, how they may leave, and how their interests are protected.',
    body: `
## Recruitment and training

The museum recruits volunteers openly twice a year, in spring and in autumn. New volunteers must complete at least twelve hours of training before they begin.

## Service and records

Volunteers serve at least twice a month. The museum keeps an accurate record of their hours and can issue certificates of service.

## Volunteers' interests

The museum provides accident insurance for volunteers on duty, meals and a travel allowance, and gives volunteers priority invitations to exhibition openings and academic events.
`,
  },
  '《博物馆条例》要点': {
    title: 'Key Points of the Regulations on Museums',
    issuer: 'State Council',
    summary:
      'The first national regulations for China’s museum sector, covering how museums are founded, how they manage their collections, and their displays and public services. This is the museum’s own summary of the key points.',
    body: `
## Scope

The Regulations on Museums apply to non-profit organisations, registered according to law with the registration authority, that collect, protect and display to the public evidence of human activity and the natural environment for the purposes of education, research and enjoyment. Art museums are museums within the meaning of the Regulations.

## Key points for visitors

- Museums shall be open to the public and shall announce their opening hours;
- The state encourages museums to open to the public free of charge, and to offer reduced or free admission to minors, older people, people with disabilities and other groups;
- Museums shall offer education and services to the public suited to their own character, and take part in the cultural life of their communities;
- Museums shall keep registers and records of their collections and manage them according to law.

## What the museum does

The museum is open free of charge all year round, holds events for particular groups such as sessions for older visitors and sign-language tours, and publishes information and images of its collection on its website.

> These are study notes prepared by the museum from the Regulations. The text of the Regulations as published by the State Council is authoritative.
`,
  },
  '《中华人民共和国文物保护法》（2024年修订）学习要点': {
    title:
      'Study Notes on the Law of the People’s Republic of China on the Protection of Cultural Relics (revised 2024)',
    issuer: NPC_STANDING_COMMITTEE,
    summary:
      'The revised law on the protection of cultural relics further improves the arrangements for protecting, using and passing on cultural heritage. These are the museum’s study notes on its key points.',
    body: `
## The revision

The revision of the Law on the Protection of Cultural Relics was completed in 2024, and the revised law took effect on 1 March 2025. It makes fuller provision for the protection of cultural relics, for archaeology, for the management of relics held in museum collections and for the proper use of cultural relics.

## Provisions relevant to the work of an art museum

- Cultural relics in a museum's collection shall be recorded in collection files and strictly managed;
- Museums and other institutions holding cultural relics are encouraged to use their collections for exhibitions, education and research, so that the relics serve the public as part of its cultural life;
- Society at large is encouraged to take part in protecting cultural relics, including by making gifts.

> These are study notes prepared by the museum. The text of the law as published by the state is authoritative.
`,
  },
  '《中华人民共和国公共文化服务保障法》学习要点': {
    title: 'Study Notes on the Public Cultural Services Guarantee Law of the People’s Republic of China',
    issuer: NPC_STANDING_COMMITTEE,
    summary:
      'The basic law on public cultural services, which requires public cultural facilities to be open to the public free of charge or at reduced prices. These are the museum’s study notes on its key points.',
    body: `
## Key points

- Public cultural services shall put the people at their centre and safeguard the basic cultural rights and interests of citizens;
- Public cultural facilities such as art museums and museums shall be open to the public free of charge or at reduced prices as the state provides, and shall make public the services they offer and their opening hours;
- Public cultural facilities shall provide facilities for older people, minors, people with disabilities and other groups;
- Public cultural facilities are encouraged to use modern information technology to provide digital services.

> These are study notes prepared by the museum. The text of the law as published by the state is authoritative.
`,
  },
  '《中华人民共和国个人信息保护法》与参观预约': {
    title: 'The Personal Information Protection Law of the People’s Republic of China and Booking a Visit',
    issuer: NPC_STANDING_COMMITTEE,
    summary:
      'In the light of booking a visit under your real name, explains the principles by which the museum handles visitors’ personal information under the Personal Information Protection Law.',
    body: `
## Principles relevant to visitors

- Personal information shall be handled for a clear and reasonable purpose, and limited to the minimum scope needed to achieve that purpose;
- Identity document numbers and the like are sensitive personal information: handling them requires the individual's separate consent and strict protective measures;
- Individuals have the right to consult, copy, correct and delete their personal information.

## What the museum does

The museum collects only the information needed for real-name booking and for checking identity on entry. Identity document numbers are stored encrypted and shown masked on our pages, and visitors can close their account in "My account" at any time. For details, see the Tianshan Art Museum Privacy Policy.

> These are study notes prepared by the museum. The text of the law as published by the state is authoritative.
`,
  },
};
