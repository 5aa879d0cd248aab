#pragma once

// What the window's test programs share (tst_mainwindow: the explorer, comparison, plan and start-up;
// tst_mainwindowoutput: charts, exports, the report, measurements and preferences): the window on the test
// catalog, selecting rows, and reading an export back.

#include "csvreader.h"
#include "mainwindow.h"
#include "offersortfilterproxy.h"
#include "preferences.h"
#include "testcatalog.h"

#include <QItemSelectionModel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <memory>

namespace mainwindowtesting {

using namespace Qt::StringLiterals;
using namespace gp;

// A pinned C locale, Qt's test paths and settings of their own, cleared.
inline void startWindowTests()
{
    QLocale::setDefault(QLocale::c());
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setApplicationName(u"gpu-planner-test"_s);
    QSettings(settingsScope(), settingsScope()).clear();
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
