#include "i18n.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace gp::i18n {

namespace {
std::vector<std::unique_ptr<QTranslator>>& translators()
{
    static std::vector<std::unique_ptr<QTranslator>> t;
    return t;
}
// Loads a .qm file and installs it; a file that is missing is left out.
void installFrom(const QString& file, const QString& folder = {})
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(file, folder))
        return;
    QCoreApplication::installTranslator(translator.get());
    translators().push_back(std::move(translator));
}

QString& currentLanguage()
{
    static QString language = u"en"_s;
    return language;
}
} // namespace

QStringList languages()
{
    return {u"en"_s, u"zh_CN"_s};
}

QString systemLanguage()
{
    // QLocale::system() reads LC_ALL, then LC_MESSAGES, then LANG; "C" and "POSIX" are English.
    return QLocale::system().language() == QLocale::Chinese ? u"zh_CN"_s : u"en"_s;
}

std::optional<QString> match(const QString& name)
{
    const QString r = name.trimmed().section(u'.', 0, 0).replace(u'-', u'_').toLower();
    if (r == u"zh"_s || r == u"zh_cn"_s || r == u"zh_hans"_s || r == u"chinese"_s)
        return u"zh_CN"_s;
    if (r == u"en"_s || r.startsWith(u"en_"_s) || r == u"c"_s || r == u"english"_s)
        return u"en"_s;
    return std::nullopt;
}

QString resolve(const QString& requested)
{
    return match(requested).value_or(systemLanguage());
}

QString install(const QString& language)
{
    for (auto& t : translators())
        QCoreApplication::removeTranslator(t.get());
    translators().clear();
    const QString lang = resolve(language);
    currentLanguage() = lang;
    if (lang == u"en"_s) {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        // Only the counts: "1 month", "3 months" for the sources' "%n month(s)".
        installFrom(u":/i18n/gpu_planner_en.qm"_s);
        return lang;
    }
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    installFrom(u":/i18n/gpu_planner_zh_CN.qm"_s);
    // Qt's own strings (standard buttons, file dialogs); the app works without them.
    installFrom(u"qtbase_zh_CN"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    return lang;
}

QString current()
{
    return currentLanguage();
}

} // namespace gp::i18n
