import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CARE_MODE, IdType, LANGUAGE_TAGS } from '@museum/shared';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useLanguage } from '@/shared/i18n';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { PageHero } from '@/shared/ui/page-hero/PageHero';
import styles from './Accessibility.module.css';

/** When this statement was last reviewed: it is reviewed every year, and whenever the site changes much. */
const REVIEWED = { iso: '2026-11-29', text: msg`2026 年 11 月 29 日` };
/** Over the title: English on the Chinese page; on the English page a word that does not repeat the title. */
const KICKER = msg({ message: 'Accessibility', context: 'page kicker' });
/** How long a visitor waits for an answer to a reported barrier. */
const ANSWER_DAYS = 5;

/** The documents a booking takes besides the resident identity card, as a sentence names them. */
const OTHER_DOCUMENTS: Record<Exclude<IdType, typeof IdType.residentCard>, MessageDescriptor> = {
  [IdType.passport]: msg({ message: '护照', context: 'in a sentence' }),
  [IdType.hongKongMacaoPermit]: msg({ message: '港澳居民来往内地通行证', context: 'in a sentence' }),
  [IdType.taiwanPermit]: msg({ message: '台湾居民来往大陆通行证', context: 'in a sentence' }),
  [IdType.foreignPermanentResident]: msg({ message: '外国人永久居留身份证', context: 'in a sentence' }),
  [IdType.residencePermit]: msg({ message: '港澳台居民居住证', context: 'in a sentence' }),
};

/**
 * 无障碍声明 (docs/PRODUCT.md "Everyone can use it"): the standards the site aims at, what it does for visitors
 * who see, hear, move or read with difficulty, what it does not do yet, and how to reach the museum about a
 * barrier. The gaps are the real ones; when one is mended, or a new one found, this page says so (in both
 * languages: the English is the translation in locales/en/site.po).
 */
export default function AccessibilityScreen() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  usePageTitle(t`无障碍声明`);
  const site = useSiteSettings().data;
  const museum = site?.name || t`本馆`;
  const phone = site?.phone ? (
    <a href={`tel:${site.phone}`} className={styles.nowrap}>
      {site.phone}
    </a>
  ) : (
    t`本馆咨询电话`
  );
  const address = site?.address;
  const documents = Object.values(OTHER_DOCUMENTS).map((name) => i18n._(name));
  const otherDocuments =
    language === 'zh'
      ? documents.join('、')
      : new Intl.ListFormat(LANGUAGE_TAGS[language], { type: 'disjunction' }).format(documents);
  const { minTextPx, minHeadingPx, minLineHeight, minContrast, minTargetPx } = CARE_MODE;
  const days = ANSWER_DAYS;
  const reviewed = <time dateTime={REVIEWED.iso}>{i18n._(REVIEWED.text)}</time>;

  return (
    <>
      <PageHero
        kicker={i18n._(KICKER)}
        title={t`无障碍声明`}
        lead={t`${museum}希望每一位观众，无论年龄与身体条件，都能在网上了解展览、预约参观。这里说明本网站做到了什么、还有哪些不足，以及遇到困难时如何找到我们。`}
      />
      <div className={`page-container ${styles.page}`}>
        <div className={styles.text}>
          <section aria-labelledby="a11y-standards">
            <h2 id="a11y-standards">
              <Trans>我们遵循的标准</Trans>
            </h2>
            <p>
              <Trans>本网站以下列标准为目标设计和检查：</Trans>
            </p>
            <ul>
              <li>
                <Trans>万维网联盟（W3C）《Web 内容无障碍指南》（WCAG）2.2 的 AA 级；</Trans>
              </li>
              <li>
                <Trans>
                  国家标准 GB/T 37668-2019《信息技术 互联网内容无障碍可访问性技术要求与测试方法》；
                </Trans>
              </li>
              <li>
                <Trans>工业和信息化部《互联网网站适老化通用设计规范》。</Trans>
              </li>
            </ul>
            <p>
              <Trans>
                网站每次更新时，自动化测试都会用 axe-core
                检查各个公开页面。就目前所知，本网站部分符合上述标准：除下文“尚未做到的地方”所列内容外，我们没有发现其他不符合之处。自动检查不能发现所有问题，欢迎您告诉我们遇到的困难。
              </Trans>
            </p>
          </section>

          <section aria-labelledby="a11y-done">
            <h2 id="a11y-done">
              <Trans>本网站为您做了什么</Trans>
            </h2>

            <h3>
              <Trans>关怀模式</Trans>
            </h3>
            <p>
              <Trans>每个页面顶部都有“关怀模式”开关。打开后：</Trans>
            </p>
            <ul>
              <li>
                <Trans>
                  正文字号不小于 {minTextPx} 像素，标题不小于 {minHeadingPx} 像素，行距不小于 {minLineHeight}{' '}
                  倍；
                </Trans>
              </li>
              <li>
                <Trans>文字与背景的对比度不低于 {minContrast}:1；</Trans>
              </li>
              <li>
                <Trans>
                  按钮、链接等可点按的区域不小于 {minTargetPx} × {minTargetPx} 像素；
                </Trans>
              </li>
              <li>
                <Trans>首页更简洁，以入馆预约、正在展出、参观须知和楼层导览开头；</Trans>
              </li>
              <li>
                <Trans>图片不自动轮播，也不弹出您没有要求打开的窗口。</Trans>
              </li>
            </ul>
            <p>
              <Trans>您的选择保存在当前浏览器中，下次访问时仍然有效；再按一次开关即可回到标准模式。</Trans>
            </p>

            <h3>
              <Trans>只用键盘也能操作</Trans>
            </h3>
            <ul>
              <li>
                <Trans>
                  用 <kbd>Tab</kbd> 键和 <kbd>Shift</kbd> + <kbd>Tab</kbd>{' '}
                  键在链接、按钮和表单之间移动，用回车键或空格键确认，用 <kbd>Esc</kbd> 键关闭对话框；
                </Trans>
              </li>
              <li>
                <Trans>当前选中的元素有清晰的焦点框；</Trans>
              </li>
              <li>
                <Trans>
                  每个页面的第一个链接是“跳到主要内容”，可以跳过导航直接阅读正文；第二个是“跳到快捷服务”，直达个人中心、系统消息、入馆预约和楼层导览；
                </Trans>
              </li>
              <li>
                <Trans>从登录、实名认证到预约入馆、查看入馆凭证，都可以只用键盘完成。</Trans>
              </li>
            </ul>

            <h3>
              <Trans>朗读文章</Trans>
            </h3>
            <p>
              <Trans>
                展览、公共教育活动、公告、馆务新闻、学术研究和政策法规的详情页，标题下方有“朗读”按钮：用您的浏览器自带的语音，以普通话朗读标题和正文（不读导航和按钮），可以暂停、继续和停止，离开页面时自动停止。
              </Trans>
            </p>

            <h3>
              <Trans>登录与预约</Trans>
            </h3>
            <ul>
              <li>
                <Trans>可以用手机号和短信验证码登录，不需要辨认图形验证码；</Trans>
              </li>
              <li>
                <Trans>入馆预约为实名预约，除居民身份证外，也可以使用{otherDocuments}；</Trans>
              </li>
              <li>
                <Trans>
                  没有智能手机或不便上网的观众，可以致电 {phone} 或到馆服务台，由工作人员代为预约。
                </Trans>
              </li>
            </ul>

            <h3>
              <Trans>看得清，读得懂</Trans>
            </h3>
            <ul>
              <li>
                <Trans>
                  展览、藏品和艺术家的图片配有文字说明（替代文本），纯装饰性的图片对读屏软件隐藏；
                </Trans>
              </li>
              <li>
                <Trans>页面在 320 像素宽的屏幕上、或放大到 400% 时，不需要左右滚动即可阅读；</Trans>
              </li>
              <li>
                <Trans>页面使用规范的标题层级、地标区域和表单标签，方便读屏软件用户浏览和填写；</Trans>
              </li>
              <li>
                <Trans>表单填写有误时，用文字说明原因和改正方法，而不只依靠颜色提示；</Trans>
              </li>
              <li>
                <Trans>在系统中开启“减少动态效果”后，首页轮播不再自动播放，页面过渡动画也会关闭。</Trans>
              </li>
            </ul>
          </section>

          <section aria-labelledby="a11y-gaps">
            <h2 id="a11y-gaps">
              <Trans>尚未做到的地方</Trans>
            </h2>
            <p>
              <Trans>以下内容目前还不能完全满足上述标准，我们正在改进：</Trans>
            </p>
            <ul>
              <li>
                <Trans>
                  <strong>藏品大图的缩放查看：</strong>
                  可以用键盘和按钮缩放、平移，但放大后看到的局部细节没有对应的文字描述，读屏软件用户只能获得作品名称和文字介绍。
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>楼层导览：</strong>
                  展厅可以用键盘逐一选择，并读出名称和面积，图例也列出了每层的服务设施；但电梯、卫生间、无障碍卫生间等设施的具体位置和前往路线，目前只在平面图上以图形表示，还没有文字说明。
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>文章中的插图和附件：</strong>
                  文章由工作人员编辑发布，部分插图的文字说明可能不完整，所附的 PDF
                  文件也未必带有读屏软件可以识别的结构。需要这些内容的文字版本时，请与我们联系。
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>朗读：</strong>
                  依赖浏览器自带的语音。一些浏览器（包括部分手机浏览器和应用内置的浏览器）不支持语音合成，这时“朗读”按钮会在页面载入后隐去；也有的浏览器没有中文语音，朗读无法进行或发音不准。遇到这些情况，您可以使用手机或电脑自带的读屏功能。
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>微信扫码登录：</strong>
                  需要用另一台设备上的微信扫描屏幕上的二维码，读屏软件用户和只有一部手机的观众可能难以完成，请改用短信验证码登录。
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>账号密码登录：</strong>需要输入图形验证码；看不清时，请改用短信验证码登录。
                </Trans>
              </li>
              <li>
                <Trans>
                  <strong>第三方页面：</strong>
                  地图导航、虚拟展厅、在线观展，以及公众号和短视频号由第三方提供，其无障碍程度不在我们的控制之内。
                </Trans>
              </li>
            </ul>
          </section>

          <section aria-labelledby="a11y-help">
            <h2 id="a11y-help">
              <Trans>遇到困难，请告诉我们</Trans>
            </h2>
            <p>
              <Trans>
                如果您在使用本网站时遇到障碍，或需要某项内容的其他形式（如文字版、大字版），可以通过以下方式联系我们：
              </Trans>
            </p>
            <ul>
              <li>
                <Trans>致电 {phone}；</Trans>
              </li>
              {address && (
                <li>
                  <Trans>
                    来信寄至 {address}，{museum}服务台收，信封上请注明“网站无障碍”；
                  </Trans>
                </li>
              )}
              <li>
                <Trans>到馆时，向入口服务台的工作人员说明。</Trans>
              </li>
            </ul>
            <p>
              <Trans>
                请尽量告诉我们：您访问的页面（网址或页面名称）、遇到的问题，以及您使用的设备、浏览器和辅助技术（如读屏软件、屏幕放大）。我们会在{' '}
                {days}{' '}
                个工作日内答复；问题一时无法修复的，我们会先告诉您替代的办法，例如由工作人员电话代为预约。
              </Trans>
            </p>
          </section>

          <section aria-labelledby="a11y-visit">
            <h2 id="a11y-visit">
              <Trans>到馆参观的帮助</Trans>
            </h2>
            <p>
              <Trans>
                如需借用轮椅、了解无障碍出入口和电梯，或携带导盲犬等工作犬入馆，请提前致电 {phone}{' '}
                咨询，也可以到馆后向服务台工作人员求助。
              </Trans>
            </p>
          </section>

          <section aria-labelledby="a11y-about">
            <h2 id="a11y-about">
              <Trans>关于本声明</Trans>
            </h2>
            <p>
              <Trans>
                本声明发布于 {reviewed}
                ，每年复核一次；网站有较大改动时，我们会随时更新。
              </Trans>
            </p>
          </section>
        </div>

        <aside className={styles.aside} aria-label={t`无障碍帮助`}>
          <h2 className={styles.asideTitle}>
            <Trans>需要帮助？</Trans>
          </h2>
          <dl className={styles.facts}>
            {site?.phone && (
              <div>
                <dt>
                  <Trans>咨询电话</Trans>
                </dt>
                <dd>{phone}</dd>
              </div>
            )}
            {site?.openingHours && (
              <div>
                <dt>
                  <Trans>开放时间</Trans>
                </dt>
                <dd>{site.openingHours}</dd>
              </div>
            )}
            {address && (
              <div>
                <dt>
                  <Trans>地址</Trans>
                </dt>
                <dd>{address}</dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>答复时间</Trans>
              </dt>
              <dd>
                <Trans>{days} 个工作日内</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>本声明更新于</Trans>
              </dt>
              <dd>{reviewed}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </>
  );
}
