#pragma once

// What the window's test programs share (tst_mainwindow: the explorer, comparison, plan and start-up;
// tst_mainwindowoutput: charts, exports, the report, measurements and preferences): the window on the test
// catalog, selecting rows, and reading an export back.

#include "csvreader.h"
#include "i18n.h"
#include "mainwindow.h"
#include "offersortfilterproxy.h"
#include "preferences.h"
#include "testcatalog.h"

#include <QHash>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include <memory>

namespace mainwindowtesting {

using namespace Qt::StringLiterals;
using namespace gp;

// English as the program installs it (its plural forms), a pinned C locale, Qt's test paths and settings of
// their own, cleared.
inline void startWindowTests()
{
    i18n::install(u"en"_s);
    QLocale::setDefault(QLocale::c());
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
    QSettings(settingsScope(), settingsScope()).clear();
    // The tests count the explorer's rows per offer; the grouped table has tests of its own that turn this
    // on.
    QSettings(settingsScope(), settingsScope()).setValue(u"explorer/oneRowPerInstance"_s, false);
}

// The exported text read back by core's strict RFC 4180 reader; a syntax error fails the test.
inline QList<QStringList> parseCsv(const QString& text)
{
    const QByteArray data = text.toUtf8();
    CsvReader reader(data, u"export.csv"_s);
    QList<QStringList> rows;
    std::vector<std::string_view> fields;
    while (reader.next(fields)) {
        QStringList row;
        for (std::string_view f : fields)
            row << QString::fromUtf8(f.data(), qsizetype(f.size()));
        rows << row;
    }
    if (reader.fileError() || reader.error())
        qFatal("the export is not valid CSV: %s",
               qPrintable((reader.fileError() ? *reader.fileError() : *reader.error()).toString()));
    return rows;
}

// The letter after a single '&' of a menu or tab text ("Save Plan &As…": 'a'), or a null character.
inline QChar mnemonicOf(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Every place where two entries one Alt press reaches share a mnemonic, or where an entry has none: the
// menu bar with the tab bar, and each menu with its own entries; "Edit: 'r' Redo, Remove".
inline QStringList mnemonicClashes(ui::MainWindow& w)
{
    QStringList clashes;
    const auto check = [&](const QString& where, const QList<std::pair<QString, QChar>>& entries) {
        QHash<QChar, QStringList> byKey;
        for (const auto& [text, key] : entries) {
            if (key.isNull())
                clashes << u"%1: no mnemonic in \"%2\""_s.arg(where, text);
            else
                byKey[key] << text;
        }
        for (auto it = byKey.cbegin(); it != byKey.cend(); ++it)
            if (it.value().size() > 1)
                clashes << u"%1: '%2' %3"_s.arg(where, it.key(), it.value().join(u", "_s));
    };
    QList<std::pair<QString, QChar>> top;
    for (QAction* a : w.menuBar()->actions())
        top.append({a->text(), mnemonicOf(a->text())});
    for (int i = 0; i < w.tabs()->count(); ++i)
        top.append({w.tabs()->tabText(i), mnemonicOf(w.tabs()->tabText(i))});
    check(u"menu bar and tabs"_s, top);
    // The menus of the menu bar; a submenu's own entries are file names (Open Recent), not commands.
    for (QAction* bar : w.menuBar()->actions()) {
        if (!bar->menu())
            continue;
        QList<std::pair<QString, QChar>> entries;
        for (QAction* a : bar->menu()->actions()) {
            if (!a->isSeparator() && a->isVisible())
                entries.append({a->text(), mnemonicOf(a->text())});
        }
        check(bar->menu()->title(), entries);
    }
    return clashes;
}

inline std::unique_ptr<ui::MainWindow> makeWindow()
{
    IssueList issues;
    Catalog c = loadSnapshotCatalog(&issues);
    auto w = std::make_unique<ui::MainWindow>(std::move(c), issues);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get()))
        qFatal("window not exposed");
    return w;
}

inline void selectRows(ui::MainWindow& w, const QList<int>& rows)
{
    QTableView* v = w.tableView();
    v->clearSelection();
    for (int r : rows)
        v->selectionModel()->select(v->model()->index(r, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
}

// A window whose plan holds one p5.48xlarge (55.04 USD an hour in the snapshot), added from the explorer.
inline std::unique_ptr<ui::MainWindow> windowPlanningP5()
{
    auto w = makeWindow();
    w->searchBox()->setText(u"p5.48xlarge"_s);
    if (!QTest::qWaitFor([&] { return w->proxy()->rowCount() == 1; }))
        qFatal("p5.48xlarge is not in the test catalog");
    selectRows(*w, {0});
    w->addSelectionToPlan();
    return w;
}

} // namespace mainwindowtesting
