import { TERMS_EFFECTIVE_DAYS } from '@museum/shared';
import type { LegalText } from './legal-texts';

/**
 * The English of legal-texts.ts, whole: the user service agreement and the privacy policy as the English pages
 * show them at sign-up. A translation of the Chinese texts, which remain the binding ones; loaded only by English
 * pages. When the Chinese changes, this changes with it.
 */

const PUBLISHED = '1 January 2026';
const EFFECTIVE = '8 January 2026';
const CHANGES = `The Museum may amend this document in response to changes in laws and regulations, adjustments to its services or other circumstances. The amended document will be published in a prominent place on this website and will take effect ${TERMS_EFFECTIVE_DAYS} days after the date of its publication; where a change materially affects your rights and obligations, the Museum will also notify you by a system message on this website. If you continue to use the services of this website after the amended document takes effect, you will be deemed to have accepted it; if you do not agree to it, you may stop using the services and close your account.`;

/** The user service agreement (Terms of Service on the English pages), naming the museum (SITE_NAME_EN) that offers it. */
export const termsOfServiceEn = (museum: string): LegalText => ({
  published: PUBLISHED,
  effective: EFFECTIVE,
  intro: `Welcome to the website of ${museum}. ${museum} (the “Museum”) is a public, non-profit art museum open to the public free of charge. These Terms of Service (this “Agreement”) are an agreement between you and the Museum governing your registration with, signing in to and use of the services of this website. Please read it carefully before you register, in particular the provisions on the suspension and termination of accounts, changes to the services and the limitation of liability. By ticking the box to give your consent and completing registration, you confirm that you have read and accept this Agreement.`,
  sections: [
    {
      heading: '1. Services',
      paragraphs: [
        'This website enables visitors to browse and search information on exhibitions, public education, the collection, artists, academic research, notices and museum affairs, and provides services for which you must sign in, including museum entry booking, event booking, exhibition applications, the registration of collection donations, favorites and system messages.',
        'The Museum’s permanent displays and the great majority of its temporary exhibitions are free of charge. No fee is charged for entry booked through this website, and the Museum has never authorized any organization or individual to charge fees for booking on its behalf.',
      ],
    },
    {
      heading: '2. Account registration and security',
      paragraphs: [
        'You may register an account with a mobile phone number of mainland China, which is your sign-in name; you may also sign in by scanning a QR code with WeChat, in which case you must link a mobile phone number the first time you sign in with WeChat. Each mobile phone number may be used to register one account only.',
        'Please keep your password and SMS verification codes safe, and do not lend your account to anyone else. To protect the security of accounts, if an incorrect password is entered several times in a row, the system will suspend password sign-in to that account from the current network for a period of time; you may still sign in with an SMS verification code or reset your password.',
        'If you find that your account has been used by another person, please change your password at once and inform the Museum using the contact details at the end of this Agreement.',
      ],
    },
    {
      heading: '3. Real-name verification and entry booking',
      paragraphs: [
        'In accordance with the requirements for the security management of public cultural facilities, entry booking is subject to a real-name system. Before booking, you must complete real-name verification in My account, giving your name and identity card number exactly as they appear on your Resident Identity Card. Each identity card number may be used to verify one account only.',
        'When you book for persons accompanying you, you shall obtain their consent beforehand and give their information truthfully. On entry, please bring valid identity documents matching the booking information and cooperate with the checks made by staff.',
        'Places are limited. Please book only what you need and visit at the time booked. If you cannot come, please cancel your booking before the Museum closes on the day of your visit, so that the places can be released to other visitors.',
      ],
      list: [
        'You shall not use automated programs, scripts or any other abnormal means to take booking places;',
        'You shall not resell or transfer booking entitlements, or use them for profit;',
        'Where an account repeatedly fails to attend booked visits without cancelling them, the Museum may temporarily restrict the booking functions of that account.',
      ],
    },
    {
      heading: '4. Exhibition applications and the registration of collection donations',
      paragraphs: [
        'When you submit an exhibition application or register a collection donation, you shall ensure that the information you give and the materials you upload are true and lawful, and that you hold lawful rights in the works or objects concerned or have been authorized by their right holders.',
        'The Museum will review submissions in accordance with its collections policy, academic standards and exhibition schedule, and will inform you of the outcome by a system message. The submission of an application does not mean that the Museum will necessarily accept the exhibition or the donation; the specific arrangements shall be governed by a separate written agreement signed by both parties.',
      ],
    },
    {
      heading: '5. Rules of use',
      paragraphs: ['When using this website, you undertake not to engage in any of the following:'],
      list: [
        'publishing or uploading content that violates laws or regulations, is contrary to public order or good morals, or infringes the lawful rights and interests of others, such as their reputation, privacy or intellectual property;',
        'registering an account or completing real-name verification in the name of another person;',
        'interfering with or disrupting the normal operation of the website, or scraping large amounts of data from the website without permission;',
        'using this website for any commercial promotion or any other activity unrelated to visiting the Museum or learning.',
      ],
    },
    {
      heading: '6. Intellectual property',
      paragraphs: [
        'The copyright in the text, images, video, layout design and other content of this website belongs to the Museum or to the respective right holders. Images of and information on the objects in the collection are provided for personal study, research and enjoyment only; to publish, display or otherwise use them, please contact the Museum in advance to obtain permission.',
        'The rights in materials you submit on this website remain with you or the original right holder; you authorize the Museum to use these materials to the extent necessary to handle the application concerned.',
      ],
    },
    {
      heading: '7. Suspension and termination of accounts',
      paragraphs: [
        'If you breach this Agreement or any law or regulation, the Museum is entitled, according to the seriousness of the case, to take measures ranging from a reminder, the restriction of certain functions and the suspension of use to the termination of your account, and reserves the right to pursue liability in accordance with the law. If your account is suspended or terminated, you may appeal using the contact details at the end of this Agreement.',
        'You may close your account at any time under “My account – Sign-in and security”. Once closed, the account can no longer be signed in to or restored, and the Museum will delete or anonymize your personal information in accordance with the Privacy Policy.',
      ],
    },
    {
      heading: '8. Changes to the services and limitation of liability',
      paragraphs: [
        'The Museum will make every effort to keep the website running reliably, but some services may be suspended because of system maintenance, equipment failure, network problems or force majeure, in which case the Museum will give notice in advance wherever possible.',
        'The dates, times and content of exhibitions and events may be changed for reasons such as installation work or safety; the Museum’s latest published notices shall prevail. Where such a change causes you inconvenience, the Museum will inform you promptly by a system message.',
      ],
    },
    { heading: '9. Amendments to this Agreement', paragraphs: [CHANGES] },
    {
      heading: '10. Governing law and dispute resolution',
      paragraphs: [
        'This Agreement is governed by the laws of the People’s Republic of China. Any dispute arising from this Agreement shall be settled by the parties through friendly negotiation; if negotiation fails, either party may bring proceedings before the people’s court having jurisdiction over the place where the Museum is located.',
      ],
    },
  ],
});

export const PRIVACY_POLICY_EN: LegalText = {
  published: PUBLISHED,
  effective: EFFECTIVE,
  intro:
    'The Museum understands how important your personal information is to you, and will process it in accordance with the Personal Information Protection Law of the People’s Republic of China and other laws and regulations, under the principles of lawfulness, legitimacy, necessity and good faith. This Policy explains what information we collect, why we collect it, how we store and protect it, and the rights you have. Your real name and identity card number are sensitive personal information, for whose processing we will ask for your separate consent when you complete real-name verification.',
  sections: [
    {
      heading: '1. The information we collect and its uses',
      paragraphs: ['We collect only the information necessary to provide our services:'],
      list: [
        'Mobile phone number: your account’s sign-in name, used for signing in, sending SMS verification codes, resetting your password and sending booking reminders.',
        'Password: we store only the result of processing it with an irreversible encryption algorithm, from which no one (Museum staff included) can recover your password.',
        'Nickname and profile picture: given or uploaded by you voluntarily, and used to address and show you on the website; where you give none, a default profile picture is shown.',
        'WeChat account identifiers: when you sign in with WeChat, we obtain only the account identifiers provided by WeChat (openid and unionid) and your nickname, used to recognize the same WeChat user; we do not obtain your WeChat contacts, chats or any other information.',
        'Real-name information: your real name and identity card number, collected only when you complete real-name verification, and used for real-name entry booking and for checks on entry.',
        'Booking and application information: the names, sex and age of persons accompanying you, and the contact person, contact telephone number and uploaded materials of exhibition applications and registrations of collection donations, used to handle the matters concerned.',
        'Security logs: the IP address, browser type and time of access when you sign in and perform operations, used to guard against attacks such as SMS flooding and credential stuffing and to keep your account secure.',
      ],
    },
    {
      heading: '2. Rules for the processing of sensitive personal information',
      paragraphs: [
        'Your real name and identity card number are sensitive personal information; if disclosed, they could harm your personal safety or property. We process this information to meet the requirements of real-name booking and entry security management at public cultural facilities, to verify the identity of the person booking, and to prevent the same identity document from taking more than one booking place.',
        'We will ask for your separate consent when you complete real-name verification; if you do not consent, you may still browse the website and use other functions such as favorites, but you will not be able to make entry bookings that require real-name verification.',
        'Real-name information is stored encrypted with AES-256, and an irreversible keyed digest of it is used to check the rules of “one document, one account” and “one document, one booking a day”. The website and My account show this information only in masked form: a name such as Li Xiaolan, for example, appears as “L********n” and an identity card number as “6501**********0022”. Only authorized staff checking visitors on entry can see the information necessary, and only while checking.',
        'The names and other information you give for persons accompanying you are likewise used only for that booking and for checks on entry. Please obtain the consent of those accompanying you before giving their information; the information of minors under the age of fourteen shall be given by their guardians, with their consent.',
      ],
    },
    {
      heading: '3. Place and period of storage',
      paragraphs: [
        'Your personal information is stored on servers within the territory of the People’s Republic of China and is not provided outside it. We keep it only for the shortest period necessary to achieve the purposes of processing:',
      ],
      list: [
        'account information (mobile phone number, nickname, profile picture, WeChat account identifiers): kept until you close your account;',
        'real-name information: kept until you close your account, and deleted immediately on closure;',
        'entry booking records: kept for one year from the day of the visit for security management and visitor service statistics, and deleted or anonymized when that period expires;',
        'materials of exhibition applications and donation registrations: kept for three years after the matter is concluded, unless laws or regulations provide otherwise;',
        'security logs: kept for six months;',
        'SMS verification codes expire after five minutes and image verification codes after two minutes; neither is kept long-term.',
      ],
    },
    {
      heading: '4. Cookies and local storage',
      paragraphs: [
        'This website uses a single cookie, to store your sign-in credential so that you remain signed in as you move between pages, and records in your browser’s local storage the countdown before an SMS verification code can be sent again. We use no advertising tracking or cross-site analytics technologies. When you sign out, the sign-in credential and the data in local storage are cleared.',
      ],
    },
    {
      heading: '5. Entrusted processing, sharing and public disclosure',
      paragraphs: [
        'To send you SMS verification codes and notifications, we entrust a duly licensed SMS service provider with sending text messages; the provider receives only your mobile phone number and the content of the message, and may use them only as we instruct. When you sign in with WeChat, authorization takes place with WeChat, and we do not provide WeChat with any of your information on this website.',
        'Except as required by laws and regulations or lawfully requested by competent authorities, we will not sell, rent, share or publicly disclose your personal information to any third party.',
      ],
    },
    {
      heading: '6. Security measures',
      paragraphs: [
        'We protect your information with measures that include encrypted transmission, encrypted storage of sensitive information, irreversible encryption of passwords, least-privilege access and locking after abnormal sign-in attempts. In the unfortunate event of a personal information security incident, we will inform you promptly and report it to the competent authorities as laws and regulations require.',
      ],
    },
    {
      heading: '7. Your rights',
      paragraphs: ['You may manage your personal information in the following ways:'],
      list: [
        'Access and correction: view and change your nickname, profile picture, mobile phone number and password in My account; if your real-name information needs correcting after verification, please contact us and we will correct it once we have checked it.',
        'Withdrawal of consent: you may withdraw your consent to the processing of your real-name information at any time, by contacting us or by closing your account; withdrawal does not affect processing carried out on the basis of your consent before it.',
        'Account closure: close your account under “My account – Sign-in and security”. After closure, we will delete or anonymize your personal information, and your mobile phone number may be used to register again.',
        'Explanation: if you have any question about this Policy or our processing activities, you may contact us, and we will respond within fifteen working days.',
      ],
    },
    {
      heading: '8. Protection of minors',
      paragraphs: [
        'We attach great importance to protecting the personal information of minors. Minors under the age of fourteen shall register an account, complete real-name verification or make a booking only accompanied by their guardians and with their consent.',
      ],
    },
    { heading: '9. Updates to this Policy', paragraphs: [CHANGES] },
  ],
};
