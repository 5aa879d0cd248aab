// The zh_CN translation is complete: lupdate run over today's sources into a copy of the committed
// resources/translations/gpu_planner_zh_CN.ts leaves no message unfinished (so a new tr() string without a
// translation fails here), every translation keeps its source's %1/%n placeholders, and the embedded .qm
// translates through i18n::install.
#include "i18n.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context, source, translation; // a count's translation: its forms run together
    bool unfinished = false;
    QStringList forms; // a count's (numerus="yes") forms, in order
};

QList<Message> readTs(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    QList<Message> out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name"_s)
            context = xml.readElementText();
        else if (xml.name() == u"message"_s)
            m = Message{context, {}, {}, false, {}};
        else if (xml.name() == u"source"_s)
            m.source = xml.readElementText();
        else if (xml.name() == u"translation"_s) {
            const QString type = xml.attributes().value(u"type"_s).toString();
            m.unfinished = type == u"unfinished"_s || type == u"vanished"_s || type == u"obsolete"_s;
            while (xml.readNext() != QXmlStreamReader::EndElement || xml.name() != u"translation"_s) {
                if (xml.isStartElement() && xml.name() == u"numerusform"_s)
                    m.forms << xml.readElementText();
                else if (xml.isCharacters() && m.forms.isEmpty())
                    m.translation += xml.text();
                if (xml.atEnd())
                    break;
            }
            if (!m.forms.isEmpty())
                m.translation = m.forms.join(QString());
            out << m;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(path), qPrintable(xml.errorString()));
    return out;
}

QStringList placeholders(const QString& s)
{
    QStringList out;
    static const QRegularExpression re(u"%(\\d+|n)"_s);
    for (auto it = re.globalMatch(s); it.hasNext();)
        out << it.next().captured(0);
    out.sort();
    out.removeDuplicates();
    return out;
}

const QString kTs = QStringLiteral(GP_SOURCE_DIR "/resources/translations/gpu_planner_zh_CN.ts");
const QString kEnTs = QStringLiteral(GP_SOURCE_DIR "/resources/translations/gpu_planner_en.ts");

// lupdate over today's sources into a copy of `committed` in `dir`, with `options` before -ts: the copy's
// path, or why lupdate failed.
std::pair<QString, QString> refreshedCopy(const QString& committed, const QTemporaryDir& dir,
                                          const QStringList& options = {})
{
    const QString copy = dir.filePath(QFileInfo(committed).fileName());
    if (!QFile::copy(committed, copy))
        return {copy, u"cannot copy "_s + committed};
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(GP_SOURCE_DIR));
    lupdate.start(QStringLiteral(GP_LUPDATE),
                  QStringList{u"core"_s, u"ui"_s, u"app"_s, u"-extensions"_s, u"cpp,h"_s, u"-no-obsolete"_s,
                              u"-locations"_s, u"none"_s, u"-silent"_s} +
                      options + QStringList{u"-ts"_s, copy});
    if (!lupdate.waitForFinished(300000) || lupdate.exitCode() != 0)
        return {copy, u"lupdate: "_s + QString::fromUtf8(lupdate.readAllStandardError())};
    return {copy, {}};
}

} // namespace

class tst_Translations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void committedFileIsComplete()
    {
        const QList<Message> all = readTs(kTs);
        QVERIFY2(all.size() > 900, "the file holds the program's strings");
        for (const Message& m : all) {
            QVERIFY2(!m.unfinished && !m.translation.isEmpty(),
                     qPrintable(u"untranslated: [%1] %2"_s.arg(m.context, m.source)));
            QVERIFY2(
                placeholders(m.source) == placeholders(m.translation),
                qPrintable(u"placeholders differ: [%1] %2 -> %3"_s.arg(m.context, m.source, m.translation)));
        }
    }

    // lupdate over the sources as they are now: a string added to tr() without a translation shows up as
    // unfinished in the copy.
    void everySourceStringHasATranslation()
    {
        QTemporaryDir dir;
        const auto [copy, error] = refreshedCopy(kTs, dir);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList missing;
        for (const Message& m : readTs(copy)) {
            if (m.unfinished || m.translation.isEmpty())
                missing << u"[%1] %2"_s.arg(m.context, m.source);
        }
        QVERIFY2(
            missing.isEmpty(),
            qPrintable(u"%1 source string(s) without a zh_CN translation (run the gpuplanner_core_lupdate "
                       "target and translate them in %2):\n"_s.arg(missing.size())
                           .arg(kTs) +
                       missing.join(u'\n')));
    }

    // English, the source language, still needs a count's two forms: lupdate -pluralonly over today's
    // sources into a copy of gpu_planner_en.ts finds every %n string with a singular and a plural that keep
    // the placeholders and leave no "(s)" behind.
    void everyCountHasEnglishForms()
    {
        QTemporaryDir dir;
        const auto [copy, error] = refreshedCopy(
            kEnTs, dir, {u"-pluralonly"_s, u"-source-language"_s, u"en"_s, u"-target-language"_s, u"en"_s});
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QHash<QString, QStringList> forms; // "[context] source" -> its forms; an unfinished one's as empty
        for (const Message& m : readTs(copy)) {
            QStringList& f = forms[u"[%1] %2"_s.arg(m.context, m.source)];
            for (const QString& form : m.forms)
                f << (m.unfinished ? QString() : form);
        }
        QVERIFY2(forms.size() >= 9, "the sources count things in %n strings");
        for (auto it = forms.begin(); it != forms.end(); ++it) {
            const QString& key = it.key();
            QVERIFY2(it->size() == 2, qPrintable(u"not two forms (run gpuplanner_en_lupdate): "_s + key));
            for (const QString& form : *it) {
                QVERIFY2(!form.isEmpty(),
                         qPrintable(u"no English form (fill it in %1): %2"_s.arg(kEnTs, key)));
                QVERIFY2(!form.contains(u"(s)"_s), qPrintable(u"\"(s)\" left: "_s + form));
                QCOMPARE(placeholders(form), placeholders(key));
            }
        }
    }

    void countsReadInBothLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("text");
        QTest::newRow("one") << u"en"_s << 1 << u"service runs 1 month of 730 hours"_s;
        QTest::newRow("three") << u"en"_s << 3 << u"service runs 3 months of 730 hours"_s;
        QTest::newRow("none") << u"en"_s << 0 << u"service runs 0 months of 730 hours"_s;
        QTest::newRow("zh_CN") << u"zh_CN"_s << 1 << u"服务运行 1 个月，每月 730 小时"_s;
    }
    void countsReadInBothLanguages()
    {
        QFETCH(QString, language);
        QFETCH(int, n);
        QFETCH(QString, text);
        QCOMPARE(gp::i18n::install(language), language);
        QCOMPARE(
            QCoreApplication::translate("Recommender", "service runs %n month(s) of 730 hours", nullptr, n),
            text);
        gp::i18n::install(u"en"_s);
    }

    void installedTranslationTranslates()
    {
        QCOMPARE(gp::i18n::install(u"zh_CN"_s), u"zh_CN"_s);
        QCOMPARE(QCoreApplication::translate("Labels", "On-demand"), u"按量计费"_s);
        QCOMPARE(QCoreApplication::translate("Providers", "Alibaba Cloud"), u"阿里云"_s);
        QCOMPARE(QLocale().language(), QLocale::Chinese);
        QCOMPARE(gp::i18n::install(u"en"_s), u"en"_s);
        QCOMPARE(QCoreApplication::translate("Labels", "On-demand"), u"On-demand"_s);
    }

    void languageNamesResolve_data()
    {
        QTest::addColumn<QString>("requested");
        QTest::addColumn<QString>("language");
        QTest::newRow("zh_CN") << u"zh_CN"_s << u"zh_CN"_s;
        QTest::newRow("zh-CN") << u"zh-CN"_s << u"zh_CN"_s;
        QTest::newRow("zh") << u"zh"_s << u"zh_CN"_s;
        QTest::newRow("LANG form") << u"zh_CN.UTF-8"_s << u"zh_CN"_s;
        QTest::newRow("en_US.UTF-8") << u"en_US.UTF-8"_s << u"en"_s;
        QTest::newRow("C") << u"C"_s << u"en"_s;
    }
    void languageNamesResolve()
    {
        QFETCH(QString, requested);
        QFETCH(QString, language);
        QCOMPARE(gp::i18n::resolve(requested), language);
    }
};

QTEST_GUILESS_MAIN(tst_Translations)
#include "tst_translations.moc"
