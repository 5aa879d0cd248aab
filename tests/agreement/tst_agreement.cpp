#include "agreement.h"

#include <QFile>
#include <QMetaMethod>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace gp;
namespace {

// The rows of docs/architecture.md's "one rule, both faces" table that have no agreement case yet, by their
// decision. The list may only shrink: a row that gains a case must leave it, and a new row must come with a
// case (everyRowHasACase).
const QStringList& rowsWithoutACase()
{
    static const QStringList rows{};
    return rows;
}

// What is wrong with the table of `markdown` (docs/architecture.md) against the test functions of `meta` and
// the rows listed as having no case yet: one line per problem, empty when none.
QStringList tableProblems(const QString& markdown, const QMetaObject& meta, const QStringList& pending)
{
    QStringList problems;
    const QStringList lines = markdown.split(u'\n');
    qsizetype i = lines.indexOf(u"## One rule, both faces"_s);
    if (i < 0)
        return {u"no \"## One rule, both faces\" section"_s};
    while (i < lines.size() && !lines[i].startsWith(u"| decision"_s))
        ++i;
    if (i >= lines.size())
        return {u"the section has no table"_s};
    i += 2; // the header and its separator
    QStringList decisions;
    int rows = 0;
    for (; i < lines.size() && lines[i].startsWith(u'|'); ++i) {
        QStringList cells = lines[i].split(u'|');
        cells = cells.mid(1, cells.size() - 2);
        const QString where = u"line %1"_s.arg(i + 1);
        ++rows;
        if (cells.size() != 5) {
            problems << where + u": %1 columns, not 5"_s.arg(cells.size());
            continue;
        }
        for (QString& c : cells)
            c = c.trimmed();
        const QString& decision = cells[0];
        const QString& named = cells[4];
        decisions << decision;
        const QString row = where + u" (\"%1\")"_s.arg(decision);
        if (cells[2] == u"—"_s || cells[3] == u"—"_s) {
            if (named != u"—"_s)
                problems << row + u": a rule with one face has nothing to agree with; write —"_s;
            continue;
        }
        const bool listed = pending.contains(decision);
        if (named == u"none yet"_s) {
            if (!listed)
                problems << row + u": both faces call this rule, so it needs an agreement case"_s;
            continue;
        }
        if (listed)
            problems << row + u": it has a case now; take it off rowsWithoutACase()"_s;
        for (QString name : named.split(u',')) {
            name = name.trimmed();
            if (name.size() < 3 || !name.startsWith(u'`') || !name.endsWith(u'`')) {
                problems << row + u": \"%1\" is not a test function in backquotes"_s.arg(name);
                continue;
            }
            name = name.mid(1, name.size() - 2);
            const int slot = meta.indexOfSlot(QMetaObject::normalizedSignature(qPrintable(name + u"()"_s)));
            if (slot < 0 || meta.method(slot).access() != QMetaMethod::Private)
                problems << row + u": no test function %1"_s.arg(name);
        }
    }
    for (const QString& d : pending) {
        if (!decisions.contains(d))
            problems << u"rowsWithoutACase() names \"%1\", which is no row of the table"_s.arg(d);
    }
    if (rows == 0)
        problems << u"the table has no rows"_s;
    return problems;
}
} // namespace

void TestAgreement::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    m_catalog = loadSnapshotCatalog();
}

// The table of docs/architecture.md names a case for every rule both faces call (see rowsWithoutACase()).
void TestAgreement::everyRowHasACase()
{
    QFile doc(QStringLiteral(GP_SOURCE_DIR "/docs/architecture.md"));
    QVERIFY2(doc.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(doc.fileName()));
    const QStringList problems =
        tableProblems(QString::fromUtf8(doc.readAll()), *metaObject(), rowsWithoutACase());
    QVERIFY2(problems.isEmpty(), qPrintable(u"docs/architecture.md: "_s + problems.join(u"\n  "_s)));
}

// The check finds what it is for.
void TestAgreement::tableProblemsAreFound_data()
{
    QTest::addColumn<QString>("rows");
    QTest::addColumn<QStringList>("pending");
    QTest::addColumn<QString>("problem"); // a part of the one problem expected; empty: none
    const QString both = u"| rule | `core` | `list` | explorer | "_s;
    QTest::newRow("a case that exists") << both + u"`everyRowHasACase` |"_s << QStringList{} << QString();
    QTest::newRow("two cases") << both + u"`everyRowHasACase`, `offersFilterAlike` |"_s << QStringList{}
                               << QString();
    QTest::newRow("one face") << u"| rule | `core` | — | explorer | — |"_s << QStringList{} << QString();
    QTest::newRow("pending") << both + u"none yet |"_s << QStringList{u"rule"_s} << QString();
    QTest::newRow("a new row without a case")
        << both + u"none yet |"_s << QStringList{} << u"needs an agreement case"_s;
    QTest::newRow("a case that does not exist")
        << both + u"`noSuchTest` |"_s << QStringList{} << u"no test function noSuchTest"_s;
    QTest::newRow("a data function is no case")
        << both + u"`tableProblemsAreFound_data` |"_s << QStringList{} << QString();
    QTest::newRow("a helper is no case") << both + u"`initTestCase` |"_s << QStringList{} << QString();
    QTest::newRow("not quoted") << both + u"everyRowHasACase |"_s << QStringList{} << u"backquotes"_s;
    QTest::newRow("pending but covered")
        << both + u"`everyRowHasACase` |"_s << QStringList{u"rule"_s} << u"take it off"_s;
    QTest::newRow("pending row gone")
        << both + u"`everyRowHasACase` |"_s << QStringList{u"gone"_s} << u"which is no row"_s;
    QTest::newRow("a column missing")
        << u"| rule | `core` | `list` | explorer |"_s << QStringList{} << u"4 columns"_s;
    QTest::newRow("one face, but a case named")
        << u"| rule | `core` | `list` | — | `everyRowHasACase` |"_s << QStringList{} << u"write —"_s;
}

void TestAgreement::tableProblemsAreFound()
{
    QFETCH(QString, rows);
    QFETCH(QStringList, pending);
    QFETCH(QString, problem);
    const QString markdown =
        u"# x\n## One rule, both faces\ntext\n| decision | a | b | c | d |\n|---|---|---|---|---|\n"_s +
        rows + u"\n\n## next\n| not | this |\n"_s;
    const QStringList problems = tableProblems(markdown, *metaObject(), pending);
    if (problem.isEmpty()) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    } else {
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].contains(problem), qPrintable(problems[0]));
        // A row's problem names its line in the file.
        QVERIFY2(problems[0].startsWith(u"line 6"_s) || problems[0].startsWith(u"rowsWithoutACase"_s),
                 qPrintable(problems[0]));
    }
}

QTEST_MAIN(TestAgreement)
