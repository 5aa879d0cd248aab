// The man pages and shell completion written by tools/cli-docs: they name every command and option of the
// tables --help reads, the tables agree with each other, and groff reads the pages without a warning.
#include "catalog.h"
#include "clidocs.h"
#include "command.h"
#include "testcatalog.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString roffName(const QString& text)
{
    return QString(text).replace(u'-', u"\\-"_s);
}

// groff's warnings (-ww) about a page, or nullopt when groff is not installed.
std::optional<QString> groffWarnings(const QString& page)
{
    const QString groff = QStandardPaths::findExecutable(u"groff"_s);
    if (groff.isEmpty())
        return std::nullopt;
    QProcess p;
    p.start(groff, {u"-man"_s, u"-Tutf8"_s, u"-ww"_s, u"-z"_s, u"-K"_s, u"utf8"_s});
    p.write(page.toUtf8());
    p.closeWriteChannel();
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardError());
}

} // namespace

class TestCliDocs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyOptionIsTakenAndDefined()
    {
        QStringList defined;
        for (const gp::cli::OptionSpec& o : gp::cli::optionTable())
            defined << o.option.names().constLast();
        QCOMPARE(defined.size(), QSet<QString>(defined.begin(), defined.end()).size()); // each once
        QStringList taken = gp::cli::globalOptions();
        for (const gp::cli::CommandSpec& c : gp::cli::commandTable())
            taken << c.options;
        for (const QString& o : std::as_const(taken))
            QVERIFY2(defined.contains(o), qPrintable(u"--%1 is taken but not in the option table"_s.arg(o)));
        for (const QString& o : std::as_const(defined))
            QVERIFY2(taken.contains(o), qPrintable(u"--%1 is taken by no command"_s.arg(o)));
    }

    // A command's note is on an option it takes, once; an option's own help names no command, since which
    // commands take it comes from the command table (a hand-written list drifted from it before).
    void notesAreOnTakenOptions()
    {
        for (const gp::cli::CommandSpec& c : gp::cli::commandTable()) {
            QStringList noted;
            for (const gp::cli::OptionNote& n : c.notes) {
                QVERIFY2(c.options.contains(n.option),
                         qPrintable(c.name() + u" notes --"_s + n.option + u", which it does not take"_s));
                QVERIFY2(!noted.contains(n.option),
                         qPrintable(c.name() + u" notes --"_s + n.option + u" twice"_s));
                QVERIFY(n.help && *n.help);
                noted << n.option;
            }
        }
        QStringList names;
        for (const gp::cli::CommandSpec& c : gp::cli::commandTable())
            names << c.words.constLast();
        const QRegularExpression listed(u"^((%1)[ ,]*)+[^.;]*: "_s.arg(names.join(u'|')));
        for (const gp::cli::OptionSpec& o : gp::cli::optionTable()) {
            const QString help = o.option.description();
            QVERIFY2(!listed.match(help).hasMatch(),
                     qPrintable(u"--"_s + o.option.names().constLast() + u" names its commands: "_s + help));
        }
    }

    // The lines under an option in the global help and the man page: the commands that take it, generated,
    // then each command's note.
    void referenceLinesComeFromTheTables_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QStringList>("lines");
        QTest::newRow("global") << u"format"_s << QStringList{};
        QTest::newRow("no notes") << u"as-of"_s << QStringList{u"Used by catalog import."_s};
        QTest::newRow("notes in table order")
            << u"output"_s
            << QStringList{u"Used by chart, report, catalog import."_s,
                           u"chart: the file to write (.png, .svg, .pdf)."_s, u"report: the PDF to write."_s,
                           u"catalog import: write the imported catalog to this file instead of the user's "
                           "catalog folder."_s};
        QTest::newRow("capitals kept")
            << u"gpu"_s
            << QStringList{u"Used by list, estimate."_s, u"estimate: the GPU (id or model name)."_s};
    }
    void referenceLinesComeFromTheTables()
    {
        QFETCH(QString, option);
        QFETCH(QStringList, lines);
        const QList<gp::cli::OptionSpec> table = gp::cli::optionTable();
        const auto it = std::find_if(table.begin(), table.end(), [&](const gp::cli::OptionSpec& o) {
            return o.option.names().constLast() == option;
        });
        QVERIFY(it != table.end());
        QCOMPARE(gp::cli::optionReferenceLines(*it), lines);
    }

    void wordsAreOnlyForWordOptions()
    {
        for (const gp::cli::OptionSpec& o : gp::cli::optionTable()) {
            const QString name = o.option.names().constLast();
            QCOMPARE_NE(o.values == gp::cli::ValueKind::Words, o.words.isEmpty());
            if (o.values != gp::cli::ValueKind::None)
                QVERIFY2(!o.option.valueName().isEmpty(),
                         qPrintable(name + u" offers values but takes none"_s));
        }
    }

    void roffText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("roff");
        QTest::newRow("plain") << u"one row per offer"_s << u"one row per offer"_s;
        QTest::newRow("leading dot") << u".gpuplan files"_s << u"\\&.gpuplan files"_s;
        QTest::newRow("leading quote") << u"'quoted"_s << u"\\&'quoted"_s;
        QTest::newRow("dot on a later line") << u"a\n.b"_s << u"a\n\\&.b"_s;
        QTest::newRow("backslash") << u"C:\\plans"_s << u"C:\\eplans"_s;
        QTest::newRow("inner dot") << u"e.g. 7e9"_s << u"e.g. 7e9"_s;
    }
    void roffText()
    {
        QFETCH(QString, text);
        QFETCH(QString, roff);
        QCOMPARE(gp::docs::roffText(text), roff);
    }

    void cliManPageNamesEveryCommandAndOption()
    {
        const QString page = gp::docs::cliManPage({u"9.8.7"_s, u"2026-01-02"_s});
        QVERIFY(page.contains(u".TH GPU\\-PLANNER\\-CLI 1 \"2026-01-02\" \"GPU Planner 9.8.7\""_s));
        for (const gp::cli::CommandSpec& c : gp::cli::commandTable())
            QVERIFY2(page.contains(u".B "_s + roffName(c.synopsis) + u'\n'), qPrintable(c.synopsis));
        for (const gp::cli::OptionSpec& o : gp::cli::optionTable()) {
            const QString name = u"\\fB"_s + roffName(u"--"_s + o.option.names().constLast()) + u"\\fR"_s;
            QVERIFY2(page.contains(u".TP\n"_s + name) || page.contains(u", "_s + name), qPrintable(name));
        }
        // Under --region, every command that takes it, plan add-storage and add-transfer included.
        QVERIFY(page.contains(
            u"Used by list, compare, cost, estimate, storage-prices, egress-prices, chart, plan "
            "add, plan add-storage, plan add-transfer."_s));
        QVERIFY(page.contains(u".SH EXIT STATUS"_s));
        QVERIFY(!page.contains(u"\n\n"_s)); // an empty line is a blank line in the output
        const auto warnings = groffWarnings(page);
        if (!warnings)
            QSKIP("groff is not installed: the page was not read by it");
        QCOMPARE(*warnings, QString());
    }

    void guiManPageNamesItsOptions()
    {
        const QList<QCommandLineOption> options{
            QCommandLineOption(u"catalog"_s, u"Add a catalog."_s, u"PATH"_s),
            QCommandLineOption({u"v"_s, u"version"_s}, u"Show the version."_s)};
        const QString page =
            gp::docs::guiManPage({u"1.0"_s, u"2026-01-02"_s},
                                 {u"The window."_s, u"[PLAN]"_s, u".gpuplan file to open."_s, options});
        QVERIFY(page.contains(u".TP\n\\fB\\-\\-catalog\\fR \\fIPATH\\fR\nAdd a catalog.\n"_s));
        QVERIFY(page.contains(u".TP\n\\fB\\-v\\fR, \\fB\\-\\-version\\fR\n"_s));
        QVERIFY(page.contains(u"\\&.gpuplan file to open."_s)); // a line starting with a dot is not a request
        const auto warnings = groffWarnings(page);
        if (!warnings)
            QSKIP("groff is not installed: the page was not read by it");
        QCOMPARE(*warnings, QString());
    }

    void completionOffersTheCatalogsIds()
    {
        gp::IssueList issues;
        const gp::Catalog catalog =
            gp::Catalog::load(onlyTheseFiles({QStringLiteral(GP_TEST_DATA_DIR "/fixture")}), issues);
        const auto words = gp::docs::CatalogWords::from(catalog);
        QVERIFY(!words.instances.isEmpty());
        QVERIFY(!words.gpus.isEmpty());
        for (const QString& shell : {u"bash"_s, u"zsh"_s, u"fish"_s}) {
            const QString script = shell == u"bash"_s  ? gp::docs::bashCompletion(words, u"1.0"_s)
                                   : shell == u"zsh"_s ? gp::docs::zshCompletion(words, u"1.0"_s)
                                                       : gp::docs::fishCompletion(words, u"1.0"_s);
            for (const QString& id : words.instances + words.gpus + words.providers)
                QVERIFY2(script.contains(id), qPrintable(shell + u": "_s + id));
            for (const gp::cli::CommandSpec& c : gp::cli::commandTable())
                QVERIFY2(script.contains(c.words.last()), qPrintable(shell + u": "_s + c.name()));
        }
    }
};

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_clidocs.moc"
